// The Accounts view as the JSON route validates it, with a message for each part. The same rules as
// accounts-view.ts's readers (kept apart so zod stays out of the page's first load; accounts-view.test.ts
// checks they agree).
import { z } from "zod";
import {
  ACCOUNT_ORDER_VALUES,
  ACCOUNTS_MAX_PAGES,
  ACCOUNTS_QUERY_MAX,
  type AccountsView,
} from "./accounts-view";

export const accountsViewSchema = z.object({
  q: z
    .string()
    .trim()
    .max(ACCOUNTS_QUERY_MAX, `A filter is at most ${ACCOUNTS_QUERY_MAX} characters`)
    .default(""),
  order: z
    .enum(ACCOUNT_ORDER_VALUES, { message: `Order is one of: ${ACCOUNT_ORDER_VALUES.join(", ")}` })
    .default("linked"),
  page: z.coerce
    .number({ message: "Page is a number" })
    .int("Page is a whole number")
    .min(1, "Page starts at 1")
    .max(ACCOUNTS_MAX_PAGES, `At most ${ACCOUNTS_MAX_PAGES} pages`)
    .default(1),
});

// The compiler holds the schema's output to the page's type, both ways.
type Parsed = z.output<typeof accountsViewSchema>;
/** @public A compile-time check: nothing imports it (knip would call it unused). */
export const SCHEMA_MATCHES_VIEW: Parsed extends AccountsView
  ? AccountsView extends Parsed
    ? true
    : never
  : never = true;
