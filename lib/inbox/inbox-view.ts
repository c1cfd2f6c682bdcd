// How much of the Inbox is shown, as kept in its address (/inbox?page=3: the newest 150 emails), so a
// reload or a link shows the same list. Pure and without zod: the page's first load reads it; the JSON
// route validates the same rule with inbox-view-schema.ts (inbox-view.test.ts holds the two together).
import { INBOX_MAX_LIMIT, INBOX_PAGE_SIZE } from "./limits";

/** "Show older emails" pages in one view: the most one list request returns. */
export const INBOX_MAX_PAGES = INBOX_MAX_LIMIT / INBOX_PAGE_SIZE;

/** The pages shown, or null when the text is not a whole number from 1 to INBOX_MAX_PAGES. */
export function readInboxPage(raw: string): number | null {
  const n = raw.trim() === "" ? NaN : Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= INBOX_MAX_PAGES ? n : null;
}

/** A page address is typed by people and links: a value that does not read falls back to the first page. */
export function inboxPageFromParams(params: Record<string, string | string[] | undefined>): number {
  const raw = params.page;
  const text = Array.isArray(raw) ? raw[0] : raw;
  return (text === undefined ? null : readInboxPage(text)) ?? 1;
}

/** The address of `page` pages ("" for the first). */
export const inboxPageQuery = (page: number) => (page > 1 ? `?page=${page}` : "");
