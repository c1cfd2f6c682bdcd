// Compile-time tests of the column maps (checked by `npm run typecheck`, never run): each line
// below must be refused by the compiler, or the @ts-expect-error itself fails the typecheck.
import type { defineTable as Define } from "@/lib/db-write/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";

type Day = Omit<Prisma.FlightCalendarDayCreateManyInput, "id">;
declare const defineTable: typeof Define;
const ok = { searchId: "text", awardRequestId: "text", providerCode: "text", date: "text", cabin: "text", brandedCabin: "text", miles: "int", taxesMinor: "int", currency: "text", originalCurrency: "text", conversionRate: "float8" } as const;

defineTable<Day>()("FlightCalendarDay", { scope: ["searchId"], deleteBy: "searchId", columns: ok });
// @ts-expect-error a column the model does not have
defineTable<Day>()("FlightCalendarDay", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, bogus: "text" } });
// @ts-expect-error a column of the model left out
defineTable<Day>()("FlightCalendarDay", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, conversionRate: undefined } });
// @ts-expect-error a text column written as a number
defineTable<Day>()("FlightCalendarDay", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, date: "int" } });
// @ts-expect-error a scope that is not a column
defineTable<Day>()("FlightCalendarDay", { scope: ["nope"], deleteBy: "searchId", columns: ok });
