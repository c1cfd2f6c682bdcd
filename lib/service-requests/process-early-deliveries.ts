// The early-callback gap, closed from the sending side: a service may answer the send and call back
// before the send's request ids are recorded. The receiver keeps such a delivery in the callback
// inbox, unprocessed (lib/callbacks/keep-early-delivery.ts); right after the ids are recorded (and
// committed) the send stores it through the same normalization as any callback, instead of leaving
// the result to the first poll. Either side may find it first: the receiver looks again for the ids
// after its insert committed, the sender looks for kept deliveries after its update committed, so at
// least one of them sees the other; the inbox row lock makes the normalization run once.
import "server-only";
import { processDeliveries } from "@/lib/callbacks/process-delivery";
import { recordProcessingFailure } from "@/lib/callbacks/record-processing-failure";
import { db } from "@/lib/db";
import { policyFor } from "@/lib/service-requests/policies";
import { logger } from "@/lib/log/logger";

const log = logger("service-requests");

/** Normalize the unprocessed deliveries carrying any of `requestIds`; returns how many were found.
 *  A failure is recorded on the inbox row for the inbox sweep, never thrown at the sender. */
export async function processEarlyDeliveries(service: string, requestIds: string[]): Promise<number> {
  if (!requestIds.length) return 0;
  try {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM "CallbackInbox"
      WHERE "processedAt" IS NULL AND service = ${service} AND "requestIds" && ${requestIds}::text[]
      ORDER BY id`;
    if (!rows.length) return 0;
    const handler = policyFor(service).callback;
    const results = await processDeliveries(
      handler,
      rows.map((r) => ({ inboxId: r.id })),
    );
    for (const [i, result] of results.entries()) {
      if ("error" in result) await recordProcessingFailure(service, rows[i]!.id, result.error);
    }
    return rows.length;
  } catch (error) {
    // The request is recorded; whatever was kept is still in the inbox, and its sweep finishes it.
    log.error(`early ${service} deliveries not processed: ${(error as Error).message}`);
    return 0;
  }
}
