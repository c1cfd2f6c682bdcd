// What a search history shows (/flights, /hotels): how many pages of past searches, a filter on their
// names and the order, kept in the address (?history=2&historyQ=JFK&historyOrder=oldest) beside
// ?search=, so a reload or a link shows the same list. The history is drawn on the server (no
// browser bundle carries this), so one zod schema serves the page (a part that does not parse falls
// back to its default) and GET /api/<service>/searches (which refuses it with these words).
import { z } from "zod";

/** Searches a page adds ("Show 30 more"). */
export const HISTORY_PAGE = 30;
export const HISTORY_MAX_PAGES = 40;
export const HISTORY_ORDERS = ["newest", "oldest"] as const;

export const historyViewSchema = z.object({
  history: z.coerce
    .number({ message: "Pages of history is a number" })
    .int("Pages of history is a whole number")
    .min(1, "Pages of history start at 1")
    .max(HISTORY_MAX_PAGES, `At most ${HISTORY_MAX_PAGES} pages of history`)
    .default(1),
  historyQ: z.string().trim().max(100, "A history filter is at most 100 characters").default(""),
  historyOrder: z.enum(HISTORY_ORDERS, { message: "History order is newest or oldest" }).default("newest"),
});
export type HistoryView = z.output<typeof historyViewSchema>;
export const DEFAULT_HISTORY_VIEW: HistoryView = historyViewSchema.parse({});

/** The page's reading: each part on its own, falling back to its default when it does not parse. */
export function historyViewFromParams(params: Record<string, string | string[] | undefined>): HistoryView {
  const view = { ...DEFAULT_HISTORY_VIEW };
  for (const key of Object.keys(DEFAULT_HISTORY_VIEW) as (keyof HistoryView)[]) {
    const raw = params[key];
    const one = historyViewSchema.shape[key].safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (one.success && raw !== undefined) Object.assign(view, { [key]: one.data });
  }
  return view;
}

/** The address of `base` (its other parts kept) showing this view, defaults left out. */
export function historyHref(
  path: string,
  keep: Record<string, string | undefined>,
  view: HistoryView,
): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(keep)) if (v) q.set(k, v);
  for (const key of Object.keys(DEFAULT_HISTORY_VIEW) as (keyof HistoryView)[])
    if (view[key] !== DEFAULT_HISTORY_VIEW[key]) q.set(key, String(view[key]));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
