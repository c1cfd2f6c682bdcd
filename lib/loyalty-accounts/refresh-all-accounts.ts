// Scheduled refresh of every linked loyalty account, in packages at low priority (spec 2 A4).
// Skipped: accounts whose login was rejected (never retried automatically), that wait for an answer,
// whose program is disabled (LOYALTY_NEEDS_USER), or that have a check in flight. Every check is a
// tracked request (lib/service-requests): recorded before the package is sent, then marked sent (and
// polled if its callback is late), send-failed when the package names it in `errors`, or — the
// service not reachable — sent again by the tracker (send-check-package.ts).
import "server-only";
import { db } from "@/lib/db";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { RequestPhase } from "@/lib/service-requests/request-phase";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { PACKAGE_SIZE, RESULT_CACHE_MS } from "./check-settings";
import { backgroundChecks, sendCheckPackages } from "./send-check-package";

/** Every user's accounts (the scheduled job), or one user's when `scope.userId` is given. */
export async function refreshAllAccounts(
  scope: { userId?: string } = {},
): Promise<{ sent: number; refused: number; retrying: number }> {
  const inFlight = new Set(
    // In flight: being sent, waiting for a re-send, or sent without a result yet (a stored result is
    // final for loyalty even before the tracker's next look marks the request's phase).
    (
      await db.serviceRequest.findMany({
        where: {
          service: "loyalty",
          OR: [
            { phase: { in: [RequestPhase.Unsent, RequestPhase.SendRetry] } },
            { phase: RequestPhase.Sent, state: LoyaltyState.Pending },
          ],
          sentAt: { gt: new Date(Date.now() - RESULT_CACHE_MS) },
        },
        select: { parentId: true },
      })
    ).map((r) => r.parentId),
  );
  const checks = await backgroundChecks(scope.userId ? { userId: scope.userId } : {}, inFlight);
  const total = { sent: 0, refused: 0, retrying: 0 };
  // Recorded a package at a time, right before it is sent (a request left "unsent" for long is the
  // sweep's to re-send).
  for (let i = 0; i < checks.length; i += PACKAGE_SIZE) {
    const chunk = checks.slice(i, i + PACKAGE_SIZE);
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
    const outcome = await sendCheckPackages(ids, chunk);
    total.sent += outcome.sent;
    total.refused += outcome.refused;
    total.retrying += outcome.retrying;
  }
  return total;
}
