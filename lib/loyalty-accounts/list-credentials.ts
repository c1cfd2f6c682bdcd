// The logins the user has stored, grouped by what they are used for (issue 11 item 7): loyalty
// account updates, flight award searches, hotel award searches. Logins typed into the flight and
// hotel search forms are kept here too (save-search-account.ts); this is where the user sees them.
// Never the secrets: login masked, only whether answers and a browserState are held.
// A page at a time (issue 39): PostgreSQL picks the logins of the pages shown in the list's order
// (by use, then as saved, through LoyaltyAccount_userId_service_createdAt_id_idx) and counts them per use.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { answerFlags } from "./account-answers";
import {
  DEFAULT_LOGINS_VIEW,
  LOGIN_USES,
  LOGINS_PAGE,
  type LoginFilter,
  type LoginsView,
} from "./logins-view";
import { maskLogin } from "./words";

const NAMED = LOGIN_USES.map((u) => u.service);

function serviceFilter(use: LoginFilter) {
  if (use === "") return Prisma.sql`TRUE`;
  if (use === "other") return Prisma.sql`NOT (service = ANY(${NAMED}::text[]))`;
  return Prisma.sql`service = ${use}`;
}

/** Ids of the logins shown: the first `logins` pages, uses in the order the list shows them. */
export const loginsPageSql = (userId: string, view: LoginsView) => Prisma.sql`
  SELECT id FROM "LoyaltyAccount" WHERE "userId" = ${userId} AND ${serviceFilter(view.loginsFor)}
  ORDER BY array_position(${NAMED}::text[], service) NULLS LAST, service, "createdAt", id LIMIT ${view.logins * LOGINS_PAGE}`;

/** How many logins each service has. */
export const loginCountsSql = (userId: string) => Prisma.sql`
  SELECT service, count(*)::int AS n FROM "LoyaltyAccount" WHERE "userId" = ${userId} GROUP BY service`;

export async function listCredentials(userId: string, view: LoginsView = DEFAULT_LOGINS_VIEW) {
  const [ids, counts] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(loginsPageSql(userId, view)),
    db.$queryRaw<{ service: string; n: number }[]>(loginCountsSql(userId)),
  ]);
  // No logins: no statement (Prisma would still send `WHERE 1=0` for an empty IN list).
  const found = !ids.length
    ? []
    : await db.loyaltyAccount.findMany({
        where: { userId, id: { in: ids.map((r) => r.id) } },
        select: {
          id: true,
          service: true,
          providerCode: true,
          login: true,
          login2: true,
          login3: true,
          answers: true,
          browserStateSealed: true,
          createdAt: true,
        },
      });
  const at = new Map(ids.map((r, i) => [r.id, i]));
  const rows = found.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  // One IN list per column, not one OR branch per login (100 logins made a 100-branch plan); the
  // pairs are matched here.
  const catalog = rows.length
    ? await db.providerCatalog.findMany({
        where: {
          service: { in: [...new Set(rows.map((r) => r.service))] },
          code: { in: [...new Set(rows.map((r) => r.providerCode))] },
        },
        select: { service: true, code: true, name: true },
      })
    : [];
  const names = new Map(catalog.map((c) => [`${c.service}\u0000${c.code}`, c.name]));
  const name = (service: string, code: string) => names.get(`${service}\u0000${code}`) ?? code;
  const items = rows.map((r) => ({
    id: r.id,
    service: r.service,
    programName: name(r.service, r.providerCode),
    maskedLogin: maskLogin(r.login),
    // Region and last-name style identifiers are not secret; the edit form shows them.
    login2: r.login2,
    login3: r.login3,
    answers: answerFlags(r.answers).length,
    hasBrowserState: r.browserStateSealed != null,
    savedAt: r.createdAt.toISOString(),
  }));
  const named = new Set<string>(NAMED);
  const countOf = (use: string) =>
    counts
      .filter((c) => (use === "other" ? !named.has(c.service) : c.service === use))
      .reduce((n, c) => n + c.n, 0);
  const group = (service: string, title: string) => ({
    service,
    title,
    count: countOf(service),
    items: items.filter((i) => (service === "other" ? !named.has(i.service) : i.service === service)),
  });
  const groups = LOGIN_USES.map((u) => group(u.service, u.title));
  if (countOf("other") > 0) groups.push(group("other", "Other services"));
  const total = counts.reduce((n, c) => n + c.n, 0);
  return { groups, total, matched: view.loginsFor ? countOf(view.loginsFor) : total, shown: items.length };
}
