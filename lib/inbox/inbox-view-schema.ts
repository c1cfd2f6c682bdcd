// The Inbox list's query as GET /api/inbox/emails validates it, with words for each refusal: `page`
// (the address's pages of 50) or, as before it, `limit` (that many newest emails). The same page
// rule as inbox-view.ts, whose reader the page uses without zod (inbox-view.test.ts checks they agree).
import { z } from "zod";
import { INBOX_MAX_LIMIT, INBOX_PAGE_SIZE } from "./limits";
import { INBOX_MAX_PAGES } from "./inbox-view";

export const inboxListSchema = z
  .object({
    page: z.coerce
      .number({ message: "Page is a number" })
      .int("Page is a whole number")
      .min(1, "Page starts at 1")
      .max(INBOX_MAX_PAGES, `At most ${INBOX_MAX_PAGES} pages`)
      .optional(),
    limit: z.coerce
      .number({ message: "Limit is a number" })
      .int("Limit is a whole number")
      .min(1, "Limit starts at 1")
      .max(INBOX_MAX_LIMIT, `At most ${INBOX_MAX_LIMIT} emails`)
      .optional(),
  })
  .transform((q) => ({ take: q.limit ?? (q.page ?? 1) * INBOX_PAGE_SIZE }));
