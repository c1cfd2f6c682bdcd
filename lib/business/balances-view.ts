// What the Team balances page shows: filter, order and how many pages of rows, as kept in its address
// (/business/balances?person=…&sort=balance&dir=desc&page=2), so a reload or a link shows the same
// view. Pure: the page, the JSON route, the CSV route and the browser all read it through here.
import { z } from "zod";

/** Rows a page adds ("Show 100 more"). */
export const BALANCES_PAGE = 100;
/** More pages than this in one view would draw a page as heavy as the whole list once was. */
export const BALANCES_MAX_PAGES = 100;

export const BALANCE_SORTS = ["person", "program", "balance", "expiration", "elite", "update", "status"] as const;
export type BalanceSort = (typeof BALANCE_SORTS)[number];

export const balancesViewSchema = z.object({
  kind: z.string().trim().max(100, "A program kind is at most 100 characters").default(""),
  person: z.string().trim().max(64, "A person id is at most 64 characters").regex(/^[\w-]*$/, "Not a person id").default(""),
  sort: z.enum(BALANCE_SORTS, { message: `Sort by one of: ${BALANCE_SORTS.join(", ")}` }).default("person"),
  dir: z.enum(["asc", "desc"], { message: "Direction is asc or desc" }).default("asc"),
  page: z.coerce.number({ message: "Page is a number" }).int("Page is a whole number").min(1, "Page starts at 1").max(BALANCES_MAX_PAGES, `At most ${BALANCES_MAX_PAGES} pages`).default(1),
});
export type BalancesView = z.infer<typeof balancesViewSchema>;
export const DEFAULT_BALANCES_VIEW: BalancesView = balancesViewSchema.parse({});

/** A page's address is typed by people and links: a part that does not parse falls back to its
 *  default instead of failing the page (the JSON routes refuse it with the schema's words). */
export function balancesViewFromParams(params: Record<string, string | string[] | undefined>): BalancesView {
  const view = { ...DEFAULT_BALANCES_VIEW };
  const shape = balancesViewSchema.shape;
  for (const key of Object.keys(shape) as (keyof BalancesView)[]) {
    const raw = params[key];
    const parsed = shape[key].safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (parsed.success) Object.assign(view, { [key]: parsed.data });
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
