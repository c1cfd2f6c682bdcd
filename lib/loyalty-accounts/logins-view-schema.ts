// The Stored logins view as GET /api/credentials validates it, with a message for each part. The same
// rules as logins-view.ts's readers (logins-view.test.ts checks they agree).
import { z } from "zod";
import { LOGIN_FILTERS, LOGINS_MAX_PAGES, type LoginsView } from "./logins-view";

export const loginsViewSchema = z.object({
  loginsFor: z
    .enum(LOGIN_FILTERS, {
      message: `Logins for one of: ${LOGIN_FILTERS.filter(Boolean).join(", ")} (or nothing for all)`,
    })
    .default(""),
  logins: z.coerce
    .number({ message: "Pages of logins is a number" })
    .int("Pages of logins is a whole number")
    .min(1, "Pages of logins start at 1")
    .max(LOGINS_MAX_PAGES, `At most ${LOGINS_MAX_PAGES} pages of logins`)
    .default(1),
});

type Parsed = z.output<typeof loginsViewSchema>;
/** @public A compile-time check: nothing imports it (knip would call it unused). */
export const SCHEMA_MATCHES_VIEW: Parsed extends LoginsView
  ? LoginsView extends Parsed
    ? true
    : never
  : never = true;
