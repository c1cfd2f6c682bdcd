// Runs a user-initiated check of one of the user's accounts (priority 9): sends it, records the
// ServiceRequest (callbacks and polls land there) and schedules the polling fallback.
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { checkAccount } from "@/lib/services/loyalty/client";
import { buildCheckRequest } from "./build-check-request";
import { openAccount } from "./find-search-account";
import { getProviderDefinition } from "./provider-definitions";

const accountSelect = {
  id: true, userId: true, providerCode: true, login: true, login2: true, login3: true, passwordSealed: true,
  answers: true, browserStateSealed: true, historyState: true, filesVersion: true,
} as const;

export async function startAccountCheck(userId: string, accountId: string): Promise<{ requestId: string }> {
  const row = await db.loyaltyAccount.findFirst({ where: { id: accountId, userId, service: "loyalty" }, select: accountSelect });
  if (!row) throw notFound("No such account");
  const def = await getProviderDefinition(row.providerCode);
  const request = buildCheckRequest({ ...openAccount(row), userId, providerCode: row.providerCode, historyState: row.historyState, filesVersion: row.filesVersion }, def, "user");
  const { requestId } = await checkAccount(request);
  const sr = await db.$transaction(async (tx) => {
    const created = await tx.serviceRequest.create({
      data: { service: "loyalty", requestId, userId, kind: "loyalty-check", parentId: accountId },
      select: { id: true },
    });
    await tx.loyaltyAccount.update({ where: { id: accountId }, data: { lastRequestId: created.id, checkRequestedAt: new Date() } });
    return created;
  });
  await schedulePoll(sr.id, 1);
  return { requestId: sr.id };
}

/** Polling fallback for a late callback; best effort (the sweep in the refresh job catches misses). */
export async function schedulePoll(serviceRequestId: string, attempt: number) {
  const delay = env().CALLBACK_GRACE_SECONDS * Math.min(attempt, 6);
  await enqueueJob("pollLoyaltyCheck", { serviceRequestId, attempt }, { singletonKey: `loyalty-poll:${serviceRequestId}:${attempt}`, startAfterSeconds: delay }).catch(
    (error: Error) => console.error("[loyalty] poll not scheduled:", error.message),
  );
}
