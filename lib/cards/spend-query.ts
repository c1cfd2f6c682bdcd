// The "Best card for…" query as the page reads it from the URL (pure). A query longer than any
// category or merchant name is refused with words by the box, and kept in the box so the user can
// shorten it — it used to be cleared without a word (issue 12 item 10).
export const MAX_SPEND_QUERY = 80;

export type SpendQuery = { q: string; problem: null } | { q: string; problem: string };

export function readSpendQuery(raw: unknown): SpendQuery {
  const q = (
    typeof raw === "string" ? raw : Array.isArray(raw) && typeof raw[0] === "string" ? raw[0] : ""
  ).trim();
  if (q.length > MAX_SPEND_QUERY) {
    return {
      q,
      problem: `That is ${q.length.toLocaleString("en-US")} characters; a category or merchant name fits in ${MAX_SPEND_QUERY}. Shorten it to the place you are paying, e.g. “groceries” or “StreamCo”.`,
    };
  }
  if (q.length === 1) return { q, problem: "Type at least 2 letters." };
  return { q, problem: null };
}
