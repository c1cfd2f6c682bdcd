// The Team balances view as the JSON and CSV routes validate it, with a message for each part. The
// same rules as balances-view.ts's readers (kept apart so zod stays out of the page's first load;
// balances-view.test.ts checks they agree).
import { z } from "zod";
import { BALANCE_SORTS, BALANCES_MAX_PAGES, type BalancesView } from "@/lib/business/balances-view";

export const balancesViewSchema = z.object({
  kind: z.string().trim().max(100, "A program kind is at most 100 characters").default(""),
  person: z
    .string()
    .trim()
    .max(64, "A person id is at most 64 characters")
    .regex(/^[\w-]*$/, "Not a person id")
    .default(""),
  sort: z.enum(BALANCE_SORTS, { message: `Sort by one of: ${BALANCE_SORTS.join(", ")}` }).default("person"),
  dir: z.enum(["asc", "desc"], { message: "Direction is asc or desc" }).default("asc"),
  page: z.coerce
    .number({ message: "Page is a number" })
    .int("Page is a whole number")
    .min(1, "Page starts at 1")
    .max(BALANCES_MAX_PAGES, `At most ${BALANCES_MAX_PAGES} pages`)
    .default(1),
});

// The compiler holds the schema's output to the page's type, both ways.
type Parsed = z.output<typeof balancesViewSchema>;
/** @public A compile-time check: nothing imports it (knip would call it unused). */
export const SCHEMA_MATCHES_VIEW: Parsed extends BalancesView
  ? BalancesView extends Parsed
    ? true
    : never
  : never = true;
