// Compile-time tests of the column maps (checked by `npm run typecheck`, never run): each line
// below must be refused by the compiler, or the @ts-expect-error itself fails the typecheck.
import type { defineTable as Define } from "@/lib/sql/replace-rows";
import type { Prisma } from "@/lib/generated/prisma/client";

type Preview = Prisma.HotelPreviewCreateManyInput;
declare const defineTable: typeof Define;
const ok = { searchId: "text", awardRequestId: "text", position: "int", preview: "text" } as const;

defineTable<Preview>()("HotelPreview", { scope: ["searchId"], deleteBy: "searchId", columns: ok });
// @ts-expect-error a column the model does not have
defineTable<Preview>()("HotelPreview", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, bogus: "text" } });
// @ts-expect-error a column of the model left out
defineTable<Preview>()("HotelPreview", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, preview: undefined } });
// @ts-expect-error a text column written as a number
defineTable<Preview>()("HotelPreview", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, preview: "int" } });
// @ts-expect-error a number column written as text
defineTable<Preview>()("HotelPreview", { scope: ["searchId"], deleteBy: "searchId", columns: { ...ok, position: "text" } });
// @ts-expect-error a scope that is not a column
defineTable<Preview>()("HotelPreview", { scope: ["nope"], deleteBy: "searchId", columns: ok });
