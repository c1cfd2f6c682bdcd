// What the Team balances page shows: filter, order and how many pages of rows, as kept in its address
// (/business/balances?person=…&sort=balance&dir=desc&page=2), so a reload or a link shows the same
// view. Pure: the page, the JSON route, the CSV route and the browser all read it through here.

/** Rows a page adds ("Show 100 more"). */
export const BALANCES_PAGE = 100;
/** More pages than this in one view would draw a page as heavy as the whole list once was. */
export const BALANCES_MAX_PAGES = 100;

export const BALANCE_SORTS = [
  "person",
  "program",
  "balance",
  "expiration",
  "elite",
  "update",
  "status",
] as const;
export type BalanceSort = (typeof BALANCE_SORTS)[number];

export interface BalancesView {
  kind: string;
  person: string;
  sort: BalanceSort;
  dir: "asc" | "desc";
  page: number;
}
export const DEFAULT_BALANCES_VIEW: BalancesView = {
  kind: "",
  person: "",
  sort: "person",
  dir: "asc",
  page: 1,
};

// One reader per part, each null when the text is not a valid value. The page and the browser read
// the address through these (no zod: this module is in the balances page's first load); the JSON
// and CSV routes validate with balances-view-schema.ts, which holds the same rules with their words
// (balances-view.test.ts checks the two agree).
export const VIEW_PARTS: { [K in keyof BalancesView]: (raw: string) => BalancesView[K] | null } = {
  kind: (raw) => (raw.trim().length <= 100 ? raw.trim() : null),
  person: (raw) => (raw.trim().length <= 64 && /^[\w-]*$/.test(raw.trim()) ? raw.trim() : null),
  sort: (raw) => ((BALANCE_SORTS as readonly string[]).includes(raw) ? (raw as BalanceSort) : null),
  dir: (raw) => (raw === "asc" || raw === "desc" ? raw : null),
  page: (raw) => {
    const n = raw.trim() === "" ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= BALANCES_MAX_PAGES ? n : null;
  },
};

/** A page's address is typed by people and links: a part that does not parse falls back to its
 *  default instead of failing the page (the JSON routes refuse it with the schema's words). */
export function balancesViewFromParams(params: Record<string, string | string[] | undefined>): BalancesView {
  const view = { ...DEFAULT_BALANCES_VIEW };
  for (const key of Object.keys(VIEW_PARTS) as (keyof BalancesView)[]) {
    const raw = params[key];
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (text === undefined) continue;
    const value = VIEW_PARTS[key](text);
    if (value !== null) Object.assign(view, { [key]: value });
  }
  return view;
}

/** The view as a query string, defaults left out ("" for the default view). */
export function balancesViewQuery(view: BalancesView, only?: (keyof BalancesView)[]): string {
  const q = new URLSearchParams();
  for (const key of only ?? (Object.keys(DEFAULT_BALANCES_VIEW) as (keyof BalancesView)[])) {
    if (view[key] !== DEFAULT_BALANCES_VIEW[key]) q.set(key, String(view[key]));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}
