// Scheduled refresh of every linked loyalty account, in packages at low priority (spec 2 A4).
// Skipped: accounts whose login was rejected (state 2: never retried automatically), that wait
// for an answer (10), whose program is disabled (5), or that have a check in flight.
import "server-only";
import { db } from "@/lib/db";
import { checkAccountPackage } from "@/lib/services/loyalty/client";
import type { CheckRequest } from "@/lib/services/loyalty/check-schema";
import { buildCheckRequest } from "./build-check-request";
import { PACKAGE_SIZE } from "./check-settings";
import { openAccount } from "./find-search-account";
import { getProviderDefinition } from "./provider-definitions";

const SKIP_STATES = [2, 5, 10];

/** Every user's accounts (the scheduled job), or one user's when `scope.userId` is given. */
export async function refreshAllAccounts(scope: { userId?: string } = {}): Promise<{ sent: number; refused: number }> {
  const rows = await db.loyaltyAccount.findMany({
    where: { service: "loyalty", ...(scope.userId ? { userId: scope.userId } : {}), OR: [{ state: null }, { state: { notIn: SKIP_STATES } }] },
    select: {
      id: true, userId: true, providerCode: true, login: true, login2: true, login3: true, passwordSealed: true,
      answers: true, browserStateSealed: true, historyState: true, filesVersion: true, lastRequestId: true,
    },
  });
  const inFlight = new Set(
    (await db.serviceRequest.findMany({ where: { service: "loyalty", state: 0, sentAt: { gt: new Date(Date.now() - 2 * 3600_000) } }, select: { parentId: true } })).map((r) => r.parentId),
  );
  const requests: CheckRequest[] = [];
  for (const row of rows) {
    if (inFlight.has(row.id)) continue;
    const def = await getProviderDefinition(row.providerCode).catch(() => null);
    if (!def) continue;
    requests.push(buildCheckRequest({ ...openAccount(row), userId: row.userId, providerCode: row.providerCode, historyState: row.historyState, filesVersion: row.filesVersion }, def, "background"));
  }
  let sent = 0;
  let refused = 0;
  for (let i = 0; i < requests.length; i += PACKAGE_SIZE) {
    const chunk = requests.slice(i, i + PACKAGE_SIZE);
    const res = await checkAccountPackage(chunk);
    // Items named in `errors` are left out of `package`; the rest keep request order.
    const refusedIds = new Set((res.errors ?? []).map((e) => e.userData));
    for (const e of res.errors ?? []) console.warn(`[loyalty] package refused account ${e.userData ?? "?"}: ${e.message ?? ""}`);
    const accepted = chunk.filter((r) => !refusedIds.has(r.userData));
    refused += chunk.length - accepted.length;
    await db.$transaction(async (tx) => {
      for (const [j, r] of accepted.entries()) {
        const requestId = res.package[j]?.requestId;
        if (!requestId || !r.userData) continue;
        await tx.serviceRequest.create({ data: { service: "loyalty", requestId, userId: r.userId, kind: "loyalty-check", parentId: r.userData } });
        sent++;
      }
    });
  }
  return { sent, refused };
}
