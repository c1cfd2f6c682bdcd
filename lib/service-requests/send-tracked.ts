// Step 2: send a recorded request and move it on — "sent" with the service's request id(s) and the
// first poll due after the policy's grace period, "send-retry" when the service could not be reached
// and the sender asked for re-sends (send-retry.ts), or "send-failed" with words for the user.
// Package sends (several requests in one call) go through send-package.ts, on the same marks.
// One send may also yield SEVERAL request ids (an email with nested emails: spec 3 parseEmail
// answers one id per email): the recorded row takes the first, and a row per further id is added
// beside it (same service, kind, user and parent), each polled and closed on its own.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { policyFor } from "@/lib/service-requests/policies";
import { processEarlyDeliveries } from "@/lib/service-requests/process-early-deliveries";
import { schedulePoll } from "@/lib/service-requests/schedule-poll";
import { RequestPhase } from "./request-phase";
import { isTransient, markSendFailed } from "./send-retry";

export type SendOutcome =
  | { ok: true; requestId: string; requestIds: string[] }
  /** `retrying`: the tracker sends it again later (phase "send-retry"); `message` says so. */
  | { ok: false; error: ServiceError; message: string; retrying: boolean };

/** `retry`: a send the service could not be reached for is sent again by the tracker's sweep, through
 *  the resender registered for the request's kind (resenders.ts). */
export type SendOptions = { retry?: boolean };

/** What a send answered: one request id, or several (the first is the recorded row's). */
export type SentIds = { requestId: string } | { requestIds: string[] };

const idsOf = (sent: SentIds) => ("requestIds" in sent ? sent.requestIds : [sent.requestId]);

export async function markSent(id: string, service: string, requestIds: string[]): Promise<void> {
  await markSentMany(service, [{ id, requestIds }]);
}

/** Record the service's ids of many requests at once, before anything else: a callback can arrive
 *  milliseconds after the service answered. Then store any delivery that came even earlier (the
 *  receiver keeps those: lib/callbacks/keep-early-delivery.ts) and queue the polls. */
export async function markSentMany(
  service: string,
  sent: ({ id: string; requestId: string } | { id: string; requestIds: string[] })[],
): Promise<void> {
  const rows = sent.map((s) => ({ id: s.id, requestIds: idsOf(s) })).filter((s) => s.requestIds.length > 0);
  if (!rows.length) return;
  const grace = policyFor(service).graceSeconds();
  const first = rows.map((r) => ({ id: r.id, requestId: r.requestIds[0]! }));
  // Further ids of a send get rows of their own, copied from the recorded one.
  const more = rows.flatMap((r) =>
    r.requestIds.slice(1).map((requestId) => ({ from: r.id, id: randomUUID(), requestId })),
  );
  const update = db.$executeRaw`
    UPDATE "ServiceRequest" AS sr SET "requestId" = s."requestId", phase = ${RequestPhase.Sent}, "sentAt" = now(),
      "nextPollAt" = now() + make_interval(secs => ${grace}), "updatedAt" = now(),
      "sendAttempts" = sr."sendAttempts" + 1, "nextSendAt" = NULL
    FROM jsonb_to_recordset(${JSON.stringify(first)}::jsonb) AS s(id text, "requestId" text)
    WHERE sr.id = s.id`;
  const insert = db.$executeRaw`
    INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "sentAt", "nextPollAt", "updatedAt")
    SELECT m.id, sr.service, m."requestId", ${RequestPhase.Sent}, sr."userId", sr.kind, sr."parentId", now(), now() + make_interval(secs => ${grace}), now()
    FROM jsonb_to_recordset(${JSON.stringify(more)}::jsonb) AS m("from" text, id text, "requestId" text)
    JOIN "ServiceRequest" AS sr ON sr.id = m."from"
    ON CONFLICT (service, "requestId") DO NOTHING`;
  // One statement when there is one id per request (every service but email): nothing extra on the hot path.
  if (more.length) await db.$transaction([update, insert]);
  else await update;
  await processEarlyDeliveries(
    service,
    rows.flatMap((r) => r.requestIds),
  );
  for (const r of [...first, ...more]) await schedulePoll(r.id, grace);
}

/** Send a request recorded with recordUnsent (or claimed again for a re-send: resend-due.ts). Only
 *  ServiceErrors (the service's answer, a timeout, a refused connection) are outcomes; anything else
 *  is a bug and is thrown (the request stays "unsent" and the sweep takes it on). */
export async function sendTracked(
  id: string,
  service: string,
  send: () => Promise<SentIds>,
  options: SendOptions = {},
): Promise<SendOutcome> {
  try {
    const requestIds = idsOf(await send());
    if (!requestIds.length) throw new ServiceError(service, 200, "", "the service answered no request id");
    await markSent(id, service, requestIds);
    return { ok: true, requestId: requestIds[0]!, requestIds };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const final = `The ${service} service did not accept this request (${error.message.replace(/^\w+: /, "")}). Try again.`;
    const marked = await markSendFailed([id], {
      service,
      final,
      retry: !!options.retry && isTransient(error),
    });
    return { ok: false, error, message: final, retrying: false, ...marked.get(id) };
  }
}
