// The Inbox address reader the page and browser use (no zod) and the route's schema hold the same
// page rule: every case reads the same through both (a value the schema refuses falls back to page 1).
import { describe, expect, it } from "vitest";
import { inboxPageFromParams, inboxPageQuery, INBOX_MAX_PAGES } from "./inbox-view";
import { inboxListSchema } from "./inbox-view-schema";
import { INBOX_PAGE_SIZE } from "./limits";

const cases: [string | undefined, number][] = [
  [undefined, 1],
  ["1", 1],
  ["3", 3],
  [" 2 ", 2],
  [String(INBOX_MAX_PAGES), INBOX_MAX_PAGES],
  [String(INBOX_MAX_PAGES + 1), 1],
  ["0", 1],
  ["-2", 1],
  ["2.5", 1],
  ["", 1],
  ["abc", 1],
  ["1e1", 10],
  ["0x3", 3],
];

describe("inbox pages from the address", () => {
  for (const [raw, pages] of cases) {
    it(`reads page=${JSON.stringify(raw)} as ${pages}, as the route's schema does`, () => {
      expect(inboxPageFromParams(raw === undefined ? {} : { page: raw })).toBe(pages);
      const parsed = inboxListSchema.safeParse(raw === undefined ? {} : { page: raw });
      expect(parsed.success ? parsed.data.take : INBOX_PAGE_SIZE).toBe(pages * INBOX_PAGE_SIZE);
    });
  }

  it("refuses a bad page in words, and keeps ?limit for callers that count emails", () => {
    const bad = inboxListSchema.safeParse({ page: "0" });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe("Page starts at 1");
    expect(inboxListSchema.parse({ limit: "5" }).take).toBe(5);
    expect(inboxListSchema.safeParse({ limit: "0" }).success).toBe(false);
  });

  it("writes the first page as the bare address and reads the others back", () => {
    expect(inboxPageQuery(1)).toBe("");
    expect(inboxPageQuery(4)).toBe("?page=4");
    expect(inboxPageFromParams(Object.fromEntries(new URLSearchParams(inboxPageQuery(4))))).toBe(4);
  });
});
