// Which path segments are secrets, for the access log (issue 34 item 3). Query strings are never
// logged (invite and consent codes, mailbox sign-in codes and OAuth states arrive there); this list
// covers the routes whose PATH carries the credential. Every dynamic route under app/ is declared
// either here or in NOT_SECRET_ROUTES — secret-paths.test.ts walks app/ and fails on a new one that
// is neither, so a future token route (an unsubscribe link, an invite page) cannot slip into the log.

/** A route as app/ spells it (route groups left out), and the dynamic segments that are secrets. */
export interface DeclaredRoute {
  route: string;
  secret: readonly string[];
  why: string;
}

export const SECRET_ROUTES: readonly DeclaredRoute[] = [
  {
    route: "/api/calendar/[token]",
    secret: ["token"],
    why: "calendar feed token: the only credential a calendar app sends",
  },
  {
    route: "/api/notifications/unsubscribe/[token]",
    secret: ["token"],
    why: "signed one-click unsubscribe token from an email (issue 37)",
  },
];

/** Dynamic routes whose segments are ids or public codes (a program's code, a trip's key): kept in the log. */
export const NOT_SECRET_ROUTES: readonly string[] = [
  "/accounts/[id]",
  "/accounts/link/[code]",
  "/business/accounts/[id]",
  "/business/people/[id]",
  "/cards/[cardId]",
  "/inbox/[id]",
  "/api/accounts/[id]",
  "/api/accounts/[id]/answer",
  "/api/accounts/[id]/check",
  "/api/accounts/[id]/history",
  "/api/accounts/[id]/series",
  "/api/auth/[...nextauth]",
  "/api/credentials/[id]",
  "/api/flights/requests/[id]/answer",
  "/api/flights/requests/[id]/retry",
  "/api/flights/searches/[id]",
  "/api/flights/searches/[id]/legs/[leg]",
  "/api/hotels/requests/[id]/answer",
  "/api/hotels/requests/[id]/retry",
  "/api/hotels/results/[id]/preview",
  "/api/hotels/searches/[id]",
  "/api/inbox/emails/[id]",
  "/api/inbox/itineraries/[id]",
  "/api/mailboxes/[id]/disconnect",
  "/api/manual-balances/[id]",
  "/api/point-values/[code]",
  "/api/requests/[id]",
  "/api/timeline/trips/[key]",
  "/api/watches/[id]",
  "/api/watches/[id]/run",
];

const REDACTED = "[redacted]";

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/** The path with every declared secret segment replaced by "[redacted]" (a ".ics"-style suffix is
 *  kept). A route matches by prefix — a request with extra segments 404s but still must not log the
 *  secret — and static segments compare without case for the same reason. */
export function redactPath(path: string): string {
  const parts = segments(path);
  for (const { route, secret } of SECRET_ROUTES) {
    const pattern = segments(route);
    if (parts.length < pattern.length) continue;
    if (!pattern.every((p, i) => p.startsWith("[") || p.toLowerCase() === parts[i]!.toLowerCase())) continue;
    const out = parts.map((part, i) => {
      // Past the pattern's end only a catch-all's secret continues.
      const p = pattern[Math.min(i, pattern.length - 1)]!;
      if (i >= pattern.length && !p.startsWith("[...")) return part;
      const name = p.replace(/^\[(\.\.\.)?|\]$/g, "");
      return secret.includes(name) ? REDACTED + (/\.[a-z]{2,4}$/i.exec(part)?.[0] ?? "") : part;
    });
    return `/${out.join("/")}`;
  }
  return path;
}
