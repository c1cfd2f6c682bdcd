// Polling fallback (spec 2: results are cached by the service for up to two hours): when a check's
// callback is late, ask GET /v2/account/check/{id} and store the answer through the same pipeline
// as a callback (idempotent, stale-safe). Still pending → poll again later, until the cache expires.
import "server-only";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { storeDelivery } from "@/lib/callbacks/process-delivery";
import { db } from "@/lib/db";
import { ServiceError } from "@/lib/http/errors";
import { getAccountCheck } from "@/lib/services/loyalty/client";
import { RESULT_CACHE_MS } from "./check-settings";
import { schedulePoll } from "./start-account-check";

export async function pollAccountCheck(serviceRequestId: string, attempt: number): Promise<string> {
  const sr = await db.serviceRequest.findUnique({ where: { id: serviceRequestId }, select: { requestId: true, state: true, sentAt: true } });
  if (!sr || sr.state !== 0) return "done";
  if (Date.now() - sr.sentAt.getTime() > RESULT_CACHE_MS) {
    await db.serviceRequest.update({ where: { id: serviceRequestId }, data: { state: 11, message: "No result arrived in time", completedAt: new Date() } });
    return "expired";
  }
  try {
    const result = await getAccountCheck(sr.requestId);
    await db.serviceRequest.update({ where: { id: serviceRequestId }, data: { lastPolledAt: new Date() } });
    if (result.state !== 0) {
      await storeDelivery(loyaltyCallback, { results: [result] });
      return "stored";
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    console.warn(`[loyalty] poll ${serviceRequestId}: ${error.message}`);
  }
  // The sweep (attempt 99) polls once and leaves re-polling to its next run.
  if (attempt < 99) await schedulePoll(serviceRequestId, attempt + 1);
  return "pending";
}
