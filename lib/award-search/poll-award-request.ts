// Polling fallback (job "pollAwardRequest"): when a request's callback is late, ask getResults and
// store the answer through the same idempotent pipeline as a callback. Bounded: after MAX_POLLS
// calls or GIVE_UP_AFTER_SECONDS the request is closed as timed out (11), so a lost callback never
// leaves a search hanging. Safe to run twice: storing is idempotent and a done request is skipped.
import "server-only";
import { awardServiceFor } from "@/lib/award-search/award-services";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { GIVE_UP_AFTER_SECONDS, MAX_POLLS, pollDelaySeconds } from "@/lib/award-search/search-settings";
import type { Parts } from "@/lib/award-search/types";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ServiceError } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

const NO_ANSWER = "The service did not deliver a result in time. Try again.";

async function load(id: string) {
  return db.awardRequest.findUnique({
    where: { id },
    select: { id: true, requestId: true, active: true, state: true, parts: true, pollCount: true, sentAt: true, search: { select: { service: true } } },
  });
}

export async function pollAwardRequest(awardRequestId: string): Promise<{ outcome: string }> {
  const row = await load(awardRequestId);
  if (!row || !row.active || !row.requestId) return { outcome: "skipped" };
  if (!isPending(row.state, readParts(row.parts))) return { outcome: "done" };

  const ageSeconds = (Date.now() - row.sentAt.getTime()) / 1000;
  if (row.pollCount >= MAX_POLLS || ageSeconds > GIVE_UP_AFTER_SECONDS) {
    await closeAsTimedOut(row.id, row.state, readParts(row.parts));
    return { outcome: "gave-up" };
  }

  const adapter = awardServiceFor(row.search.service);
  try {
    const result = await adapter.getResults(row.requestId);
    await storeDelivery(adapter.callback, result);
  } catch (error) {
    // 404: the service forgot the request (restart) — nothing will ever arrive.
    if (error instanceof ServiceError && error.status === 404) {
      await closeAsTimedOut(row.id, row.state, readParts(row.parts));
      return { outcome: "unknown-at-service" };
    }
    if (!(error instanceof ServiceError)) throw error;
    console.error("[award-search] poll failed:", error.message);
  }
  const updated = await db.awardRequest.update({
    where: { id: row.id },
    data: { pollCount: { increment: 1 } },
    select: { state: true, parts: true, pollCount: true },
  });
  if (!isPending(updated.state, readParts(updated.parts))) return { outcome: "stored" };
  await enqueueJob("pollAwardRequest", { awardRequestId }, {
    singletonKey: `poll:${awardRequestId}:${updated.pollCount}`,
    startAfterSeconds: pollDelaySeconds(updated.pollCount, env().CALLBACK_GRACE_SECONDS),
  });
  return { outcome: "still-pending" };
}

async function closeAsTimedOut(id: string, state: number, parts: Parts) {
  const closed: Parts = Object.fromEntries(
    Object.entries(parts).map(([k, p]) => [k, p.state === 0 ? { state: 11, message: NO_ANSWER } : p]),
  );
  await db.awardRequest.update({
    where: { id },
    data: { parts: closed as unknown as Prisma.InputJsonValue, ...(state === 0 ? { state: 11, message: NO_ANSWER } : {}) },
  });
}
