// Every login the user has stored, grouped by what it is used for (issue 11 item 7): loyalty
// account updates, flight award searches, hotel award searches. Logins typed into the flight and
// hotel search forms are kept here too (save-search-account.ts); this is where the user sees them.
// Never the secrets: login masked, only whether answers and a browserState are held.
import "server-only";
import { db } from "@/lib/db";
import { answerFlags } from "./account-answers";
import { maskLogin } from "./words";

export const CREDENTIAL_USES = [
  { service: "loyalty", title: "Loyalty account updates" },
  { service: "flights", title: "Flight award searches" },
  { service: "hotels", title: "Hotel award searches" },
] as const;

export async function listCredentials(userId: string) {
  const rows = await db.loyaltyAccount.findMany({
    where: { userId },
    orderBy: [{ service: "asc" }, { createdAt: "asc" }],
    select: { id: true, service: true, providerCode: true, login: true, login2: true, login3: true, answers: true, browserStateSealed: true, createdAt: true, updatedAt: true },
  });
  // One IN list per column, not one OR branch per account (100 accounts made a 100-branch plan);
  // the pairs are matched here.
  const catalog = rows.length
    ? await db.providerCatalog.findMany({
        where: { service: { in: [...new Set(rows.map((r) => r.service))] }, code: { in: [...new Set(rows.map((r) => r.providerCode))] } },
        select: { service: true, code: true, name: true },
      })
    : [];
  const names = new Map(catalog.map((c) => [`${c.service}\u0000${c.code}`, c.name]));
  const name = (service: string, code: string) => names.get(`${service}\u0000${code}`) ?? code;
  const items = rows.map((r) => ({
    id: r.id,
    service: r.service,
    providerCode: r.providerCode,
    programName: name(r.service, r.providerCode),
    maskedLogin: maskLogin(r.login),
    // Region and last-name style identifiers are not secret; the edit form shows them.
    login2: r.login2,
    login3: r.login3,
    answers: answerFlags(r.answers).length,
    hasBrowserState: r.browserStateSealed != null,
    savedAt: r.createdAt.toISOString(),
  }));
  const known = new Set<string>(CREDENTIAL_USES.map((u) => u.service));
  const groups = CREDENTIAL_USES.map((u) => ({ service: u.service as string, title: u.title as string, items: items.filter((i) => i.service === u.service) }));
  const other = items.filter((i) => !known.has(i.service));
  return other.length ? [...groups, { service: "other", title: "Other services", items: other }] : groups;
}
