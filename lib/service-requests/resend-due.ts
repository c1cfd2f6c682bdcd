// The sweep's re-sends (send-retry.ts): requests whose next try is due are claimed — back to
// "unsent", so a second sweep skips them and a crash mid-send leaves them to the stuck-request rule
// of sweep-service-requests.ts — and handed to their kind's resender (resenders.ts), a batch per kind.
import "server-only";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { closeRequest, NEVER_SENT } from "./close-request";
import { RequestPhase } from "./request-phase";
import { RESENDERS, type ResendRequest } from "./resenders";

const log = logger("service-requests");
const BATCH = 200;

export async function resendDue(now: Date): Promise<{ resent: number }> {
  const due = await db.$queryRaw<ResendRequest[]>`
    UPDATE "ServiceRequest" SET phase = ${RequestPhase.Unsent}, "sentAt" = now(), "nextSendAt" = NULL,
      "updatedAt" = now()
    WHERE id IN (SELECT id FROM "ServiceRequest"
                 WHERE phase = ${RequestPhase.SendRetry} AND "nextSendAt" <= ${now}
                 ORDER BY "nextSendAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id, service, kind, "parentId", "userId", state, "sendAttempts"`;
  const byKind = new Map<string, ResendRequest[]>();
  for (const r of due) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r]);
  for (const [kind, requests] of byKind) {
    const resend = RESENDERS[kind];
    try {
      if (resend) await resend(requests);
      else for (const r of requests) await closeRequest(r, NEVER_SENT);
    } catch (error) {
      // One kind's failure never stops the others; its requests stay "unsent" and the sweep's
      // stuck-request rule gives them their next try.
      log.error(`re-send of ${requests.length} ${kind} requests failed: ${(error as Error).message}`);
    }
  }
  return { resent: due.length };
}
