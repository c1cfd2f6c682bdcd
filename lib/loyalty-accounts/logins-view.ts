// What the Stored logins list on /accounts shows: which use (loyalty updates, flight or hotel award
// searches) and how many pages of logins, as kept in the address (/accounts?loginsFor=flights&logins=2)
// beside the accounts list's own parts, so a reload or a link shows the same view. Pure and without
// zod (it is in the page's first load); the JSON route validates with logins-view-schema.ts, which
// holds the same rules (logins-view.test.ts checks the two agree).

/** Logins a page adds ("Show 25 more"). */
export const LOGINS_PAGE = 25;
export const LOGINS_MAX_PAGES = 40;

/** The uses, in the order the list shows them; "other" is any service not named here. */
export const LOGIN_USES = [
  { service: "loyalty", title: "Loyalty account updates" },
  { service: "flights", title: "Flight award searches" },
  { service: "hotels", title: "Hotel award searches" },
] as const;
export const LOGIN_FILTERS = ["", "loyalty", "flights", "hotels", "other"] as const;
export type LoginFilter = (typeof LOGIN_FILTERS)[number];

export interface LoginsView {
  loginsFor: LoginFilter;
  logins: number;
}
export const DEFAULT_LOGINS_VIEW: LoginsView = { loginsFor: "", logins: 1 };

const PARTS: { [K in keyof LoginsView]: (raw: string) => LoginsView[K] | null } = {
  loginsFor: (raw) => ((LOGIN_FILTERS as readonly string[]).includes(raw) ? (raw as LoginFilter) : null),
  logins: (raw) => {
    const n = raw.trim() === "" ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= LOGINS_MAX_PAGES ? n : null;
  },
};

/** A part that does not parse falls back to its default instead of failing the page. */
export function loginsViewFromParams(params: Record<string, string | string[] | undefined>): LoginsView {
  const view = { ...DEFAULT_LOGINS_VIEW };
  for (const key of Object.keys(PARTS) as (keyof LoginsView)[]) {
    const raw = params[key];
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (text === undefined) continue;
    const value = PARTS[key](text);
    if (value !== null) Object.assign(view, { [key]: value });
  }
  return view;
}

/** The address with this view's parts set (defaults left out) and every other part kept. */
export function withLoginsView(search: string, view: LoginsView): string {
  const q = new URLSearchParams(search);
  for (const key of Object.keys(DEFAULT_LOGINS_VIEW) as (keyof LoginsView)[]) {
    if (view[key] === DEFAULT_LOGINS_VIEW[key]) q.delete(key);
    else q.set(key, String(view[key]));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}
