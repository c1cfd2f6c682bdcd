// Scheduled refresh of every linked loyalty account, in packages at low priority (spec 2 A4).
// Skipped: accounts whose login was rejected (never retried automatically), that wait for an answer,
// whose program is disabled (LOYALTY_NEEDS_USER), or that have a check in flight. Every check is a
// tracked request (lib/service-requests): recorded before the package is sent, then marked sent (and
// polled if its callback is late) or send-failed when the package names it in `errors`.
import "server-only";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { checkAccountPackage } from "@/lib/services/loyalty/client";
import type { CheckRequest } from "@/lib/services/loyalty/check-schema";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { markSendFailed, markSentMany } from "@/lib/service-requests/send-tracked";
import { LOYALTY_NEEDS_USER, LoyaltyState } from "@/lib/service-requests/service-states";
import { buildCheckRequest } from "./build-check-request";
import { PACKAGE_SIZE, RESULT_CACHE_MS } from "./check-settings";
import { openAccount } from "./find-search-account";
import { getProviderDefinition } from "./provider-definitions";
import { logger } from "@/lib/log/logger";
import { RequestPhase } from "@/lib/service-requests/request-phase";

const log = logger("loyalty");

/** Every user's accounts (the scheduled job), or one user's when `scope.userId` is given. */
export async function refreshAllAccounts(
  scope: { userId?: string } = {},
): Promise<{ sent: number; refused: number }> {
  const rows = await db.loyaltyAccount.findMany({
    where: {
      service: "loyalty",
      ...(scope.userId ? { userId: scope.userId } : {}),
      OR: [{ state: null }, { state: { notIn: [...LOYALTY_NEEDS_USER] } }],
    },
    select: {
      id: true,
      userId: true,
      providerCode: true,
      login: true,
      login2: true,
      login3: true,
      passwordSealed: true,
      answers: true,
      browserStateSealed: true,
      historyState: true,
      filesVersion: true,
      lastRequestId: true,
    },
  });
  const inFlight = new Set(
    // In flight: being sent, or sent without a result yet (a stored result is final for loyalty even
    // before the tracker's next look marks the request's phase).
    (
      await db.serviceRequest.findMany({
        where: {
          service: "loyalty",
          OR: [{ phase: RequestPhase.Unsent }, { phase: RequestPhase.Sent, state: LoyaltyState.Pending }],
          sentAt: { gt: new Date(Date.now() - RESULT_CACHE_MS) },
        },
        select: { parentId: true },
      })
    ).map((r) => r.parentId),
  );
  const requests: CheckRequest[] = [];
  for (const row of rows) {
    if (inFlight.has(row.id)) continue;
    const def = await getProviderDefinition(row.providerCode).catch(() => null);
    if (!def) continue;
    requests.push(
      buildCheckRequest(
        {
          ...openAccount(row),
          userId: row.userId,
          providerCode: row.providerCode,
          historyState: row.historyState,
          filesVersion: row.filesVersion,
        },
        def,
        "background",
      ),
    );
  }
  let sent = 0;
  let refused = 0;
  for (let i = 0; i < requests.length; i += PACKAGE_SIZE) {
    const chunk = requests.slice(i, i + PACKAGE_SIZE);
    const ids = await db.$transaction((tx) =>
      Promise.all(
        chunk.map((r) =>
          recordUnsent(
            { service: "loyalty", kind: "loyalty-check", userId: r.userId, parentId: r.userData ?? null },
            tx,
          ),
        ),
      ),
    );
    let res: Awaited<ReturnType<typeof checkAccountPackage>>;
    try {
      res = await checkAccountPackage(chunk);
    } catch (error) {
      // Nothing was accepted: close every recorded check now (not after the sweep's grace) and let
      // the job's retry send the package again.
      if (error instanceof ServiceError)
        for (const id of ids) await markSendFailed(id, "The loyalty service could not be reached.");
      throw error;
    }
    // Items named in `errors` are left out of `package`; the rest keep request order.
    const errors = new Map((res.errors ?? []).map((e) => [e.userData, e.message ?? "refused"]));
    for (const e of res.errors ?? [])
      log.warn(`package refused account ${e.userData ?? "?"}: ${e.message ?? ""}`);
    let j = 0;
    const accepted: { id: string; requestId: string }[] = [];
    for (const [k, r] of chunk.entries()) {
      const refusal = errors.get(r.userData);
      const requestId = refusal === undefined ? res.package[j++]?.requestId : undefined;
      if (requestId) accepted.push({ id: ids[k]!, requestId });
      else {
        await markSendFailed(
          ids[k]!,
          `The loyalty service did not accept this check (${refusal ?? "no request id"}).`,
        );
        refused++;
      }
    }
    await markSentMany("loyalty", accepted);
    sent += accepted.length;
  }
  return { sent, refused };
}
