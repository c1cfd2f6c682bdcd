// Send one program's request and record it: ServiceRequest (pipeline bookkeeping, keyed by the
// service's requestId) + AwardRequest (merged per-part progress), then schedule the polling
// fallback. When it replaces an earlier request (answer to a question, retry) the old one is retired
// in the same transaction, so the page swaps them atomically.
import "server-only";
import { resolveSearchAccount, type ProgramAccountChoice } from "@/lib/award-search/search-account";
import { SEARCH_TIMEOUT_SECONDS, WAITING_USER_PRIORITY, pollDelaySeconds } from "@/lib/award-search/search-settings";
import type { AwardServiceAdapter, Parts } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { ServiceError } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { randomUUID } from "node:crypto";

export interface ProgramRequestInput<P> {
  userId: string;
  searchId: string;
  providerCode: string;
  params: P;
  account: ProgramAccountChoice;
  replaces?: string; // AwardRequest.id retired by this one
}

export async function sendProgramRequest<P, R>(adapter: AwardServiceAdapter<P, R>, input: ProgramRequestInput<P>): Promise<string> {
  const { userId, searchId, providerCode } = input;
  const resolved = await resolveSearchAccount(userId, adapter.service, providerCode, input.account);
  const partNames = adapter.partsFor(input.params, providerCode);
  let requestId: string | null = null;
  let failure: string | null = null;
  try {
    ({ requestId } = await adapter.send({
      params: input.params,
      providerCode,
      userData: `${adapter.service}-search:${searchId}`,
      callbackUrl: `${env().APP_URL}/api/callbacks/${adapter.service}`,
      priority: WAITING_USER_PRIORITY,
      timeoutSeconds: SEARCH_TIMEOUT_SECONDS,
      account: resolved?.account,
    }));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    failure = `The ${adapter.service} service did not accept this search (${error.message.replace(/^\w+: /, "")}). Try again.`;
  }
  const state = requestId ? 0 : 6;
  const parts: Parts = Object.fromEntries(partNames.map((p) => [p, { state, message: failure ?? "Queued" }]));
  const awardRequestId = await db.$transaction(async (tx) => {
    const sr = requestId
      ? await tx.serviceRequest.create({
          data: { service: adapter.service, requestId, userId, kind: adapter.kind, parentId: searchId },
          select: { id: true },
        })
      : { id: `unsent-${randomUUID()}` };
    const row = await tx.awardRequest.create({
      data: {
        searchId,
        providerCode,
        serviceRequestId: sr.id,
        requestId: requestId ?? "",
        loyaltyAccountId: resolved?.accountId ?? null,
        state,
        message: failure,
        parts: parts as unknown as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    if (input.replaces) {
      await tx.awardRequest.updateMany({
        where: { id: input.replaces, searchId },
        data: { active: false, replacedById: row.id },
      });
    }
    return row.id;
  });
  if (requestId) {
    // Best effort: if the queue is unreachable the sweep job (sweepAwardRequests) schedules the poll.
    await enqueueJob("pollAwardRequest", { awardRequestId }, {
      singletonKey: `poll:${awardRequestId}:0`,
      startAfterSeconds: pollDelaySeconds(0, env().CALLBACK_GRACE_SECONDS),
    }).catch((error: Error) => console.error("[award-search] poll not scheduled:", error.message));
  }
  return awardRequestId;
}
