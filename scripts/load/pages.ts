// The pages the load run drives and, for each, the JSON routes its client calls (issue 39 item 2:
// "every page and every API a page calls"). `searchId` is the user's finished flight search.
export interface PageTarget {
  /** Key in the JSON line: the path without its query. */
  name: string;
  path: (searchId: string) => string;
  apis: ((searchId: string) => string)[];
}

export const PAGES: PageTarget[] = [
  { name: "/dashboard", path: () => "/dashboard", apis: [() => "/api/notifications/unread"] },
  {
    name: "/flights",
    path: (id) => `/flights?search=${id}`,
    apis: [(id) => `/api/flights/searches/${id}`, () => "/api/flights/searches"],
  },
  { name: "/hotels", path: () => "/hotels", apis: [() => "/api/hotels/searches"] },
  {
    name: "/accounts",
    path: () => "/accounts",
    apis: [() => "/api/accounts", () => "/api/manual-balances", () => "/api/credentials"],
  },
  { name: "/timeline", path: () => "/timeline", apis: [] },
  { name: "/inbox", path: () => "/inbox", apis: [() => "/api/inbox/emails", () => "/api/mailboxes"] },
  { name: "/business", path: () => "/business", apis: [() => "/api/business/connection"] },
  { name: "/business/balances", path: () => "/business/balances", apis: [() => "/api/business/balances"] },
  { name: "/notifications", path: () => "/notifications", apis: [() => "/api/notifications"] },
];

/** The minimal signed-in route: the session check every page and route starts with, nothing else. */
export const MINIMAL = "/api/session";
