// Compile-time tests of the column maps (checked by `npm run typecheck`, never run): each line
// below must be refused by the compiler, or the @ts-expect-error itself fails the typecheck.
import type { defineTable as Define } from "@/lib/db-write/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";

type Hotel = Omit<Prisma.HotelResultCreateManyInput, "id">;
declare const defineTable: typeof Define;
const ok = {
  searchId: "text", awardRequestId: "text", providerCode: "text", position: "int", name: "text", rating: "float8",
  reviews: "int", distance: "float8", awardCategory: "int", address: "text", place: "text", lat: "float8", lng: "float8", phone: "text",
  url: "text", preview: "text", descriptionHtml: "text", nights: "int", checkIn: "text", checkOut: "text",
  pointsPerNight: "int", currency: "text", cashPerNightMinor: "int", bestValueCents: "float8", originalCurrency: "text",
  conversionRate: "float8", cheapestRoom: "text", cheapestRate: "text", cheapestCopayMinor: "int", rooms: "jsonb",
} as const;

defineTable<Hotel>()("HotelResult", { scope: ["searchId"], deleteBy: "searchId", columns: ok });
// @ts-expect-error a column the model does not have
defineTable<Hotel>()("HotelResult", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, bogus: "text" } });
// @ts-expect-error a column of the model left out
defineTable<Hotel>()("HotelResult", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, conversionRate: undefined } });
// @ts-expect-error a text column written as a number
defineTable<Hotel>()("HotelResult", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, name: "int" } });
// @ts-expect-error a scope that is not a column
defineTable<Hotel>()("HotelResult", { scope: ["nope"], deleteBy: "searchId", columns: ok });
