// What the Accounts list shows: its filter, its order and how many pages of cards, as kept in the
// address (/accounts?q=hyatt&order=expiring&page=2), so a reload or a link shows the same view.
// Pure and without zod (it is in the page's first load): the page and the browser read the address
// through here; the JSON route validates with accounts-view-schema.ts, which holds the same rules
// (accounts-view.test.ts checks the two agree). PostgreSQL does the work (accounts-sql.ts).
import { foldText } from "@/lib/text/fold-text";

/** Cards a page adds ("Show 25 more"). */
export const ACCOUNTS_PAGE = 25;
/** More pages than this in one view would draw a page as heavy as the whole list once was. */
export const ACCOUNTS_MAX_PAGES = 40;
export const ACCOUNTS_QUERY_MAX = 100;

export const ACCOUNT_ORDER_VALUES = ["linked", "name", "value", "expiring"] as const;
export type AccountOrder = (typeof ACCOUNT_ORDER_VALUES)[number];
export const ACCOUNT_ORDERS: { value: AccountOrder; label: string }[] = [
  { value: "linked", label: "Order linked" },
  { value: "name", label: "Program A–Z" },
  { value: "value", label: "Value, highest first" },
  { value: "expiring", label: "Expiring soonest" },
];

export interface AccountsView {
  q: string;
  order: AccountOrder;
  page: number;
}
export const DEFAULT_ACCOUNTS_VIEW: AccountsView = { q: "", order: "linked", page: 1 };

// One reader per part, each null when the text is not a valid value.
const ACCOUNTS_VIEW_PARTS: { [K in keyof AccountsView]: (raw: string) => AccountsView[K] | null } = {
  q: (raw) => (raw.trim().length <= ACCOUNTS_QUERY_MAX ? raw.trim() : null),
  order: (raw) => ((ACCOUNT_ORDER_VALUES as readonly string[]).includes(raw) ? (raw as AccountOrder) : null),
  page: (raw) => {
    const n = raw.trim() === "" ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= ACCOUNTS_MAX_PAGES ? n : null;
  },
};

/** An address is typed by people and links: a part that does not parse falls back to its default
 *  instead of failing the page (the JSON route refuses it with the schema's words). */
export function accountsViewFromParams(params: Record<string, string | string[] | undefined>): AccountsView {
  const view = { ...DEFAULT_ACCOUNTS_VIEW };
  for (const key of Object.keys(ACCOUNTS_VIEW_PARTS) as (keyof AccountsView)[]) {
    const raw = params[key];
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (text === undefined) continue;
    const value = ACCOUNTS_VIEW_PARTS[key](text);
    if (value !== null) Object.assign(view, { [key]: value });
  }
  return view;
}

/** The view as a query string, defaults left out ("" for the default view). */
export function accountsViewQuery(view: AccountsView): string {
  const q = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_ACCOUNTS_VIEW) as (keyof AccountsView)[]) {
    if (view[key] !== DEFAULT_ACCOUNTS_VIEW[key]) q.set(key, String(view[key]));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The address with this view's parts set (defaults left out) and every other part kept (the
 *  stored logins' view shares the page's address). */
export function withAccountsView(search: string, view: AccountsView): string {
  const q = new URLSearchParams(search);
  for (const key of Object.keys(DEFAULT_ACCOUNTS_VIEW) as (keyof AccountsView)[]) {
    if (view[key] === DEFAULT_ACCOUNTS_VIEW[key]) q.delete(key);
    else q.set(key, String(view[key]));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** The filter's words, folded (case and accents ignored): every one must be found. At most 10. */
export const filterWords = (q: string): string[] => foldText(q).split(/\s+/).filter(Boolean).slice(0, 10);
