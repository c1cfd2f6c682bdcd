// Safety net for the callback inbox (job "sweep-callback-inbox", every minute and at start): a
// delivery accepted with a 200 is normally normalized a few milliseconds later, right after the
// response; if the app stopped in between, or the normalization failed, it is still in the inbox
// and this picks it up. Rows younger than GRACE_SECONDS are left to the receiver. Processed rows
// are kept RETENTION_DAYS for support (what exactly did the service send?), then deleted; the
// delivery log (CallbackDelivery: outcome per request id, no body) LOG_RETENTION_DAYS.
import "server-only";
import { CALLBACK_HANDLERS } from "@/lib/callbacks/handlers";
import { EARLY_WAIT_SECONDS } from "@/lib/callbacks/keep-early-delivery";
import { processDelivery } from "@/lib/callbacks/process-delivery";
import { recordProcessingFailure } from "@/lib/callbacks/record-processing-failure";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const GRACE_SECONDS = 10;
const BATCH = 200;
export const RETENTION_DAYS = 3;
export const LOG_RETENTION_DAYS = 30;
// Rows of the log deleted per sweep at most: a long-lived database's first sweep deletes its
// backlog over several minutes instead of in one long statement (a busy day logs ~1M deliveries).
const LOG_PRUNE_BATCH = 50_000;

/** At least one of the row's request ids is ours. A row without (kept for a send not yet recorded,
 *  keep-early-delivery.ts) waits for its send, then is dropped by dropUnclaimed. */
const KNOWN = Prisma.sql`EXISTS (SELECT 1 FROM "ServiceRequest" sr WHERE sr.service = "CallbackInbox".service AND sr."requestId" = ANY("CallbackInbox"."requestIds"))`;

/** Deliveries kept EARLY_WAIT_SECONDS whose ids no send recorded: strangers after all. Closed like a
 *  processed row (kept for support, minus any browserState and rejected answers), each id logged as unknown-request. */
async function dropUnclaimed(): Promise<number> {
  return db.$executeRaw`
    WITH dropped AS (
      UPDATE "CallbackInbox" SET "processedAt" = now(), body = redact_secrets(body)
      WHERE "processedAt" IS NULL AND "receivedAt" <= now() - make_interval(secs => ${EARLY_WAIT_SECONDS}) AND NOT ${KNOWN}
      RETURNING service, "requestIds", "bodyHash"
    )
    INSERT INTO "CallbackDelivery" (service, "requestId", outcome, "bodyHash")
    SELECT service, unnest("requestIds"), 'unknown-request', "bodyHash" FROM dropped`;
}

export async function sweepInbox(
  options: { graceSeconds?: number } = {},
): Promise<{ processed: number; failed: number; pruned: number; dropped: number; prunedLog: number }> {
  const grace = options.graceSeconds ?? GRACE_SECONDS;
  const rows = await db.$queryRaw<{ id: string; service: string }[]>`
    SELECT id::text, service FROM "CallbackInbox"
    WHERE "processedAt" IS NULL AND "receivedAt" <= now() - make_interval(secs => ${grace}) AND ${KNOWN}
    ORDER BY id LIMIT ${BATCH}`;
  let processed = 0;
  let failed = 0;
  for (const row of rows) {
    const handler = CALLBACK_HANDLERS[row.service];
    try {
      if (!handler) throw new Error(`no handler for service "${row.service}"`);
      if (await processDelivery(handler, row.id)) processed++;
    } catch (error) {
      failed++;
      await recordProcessingFailure(row.service, row.id, error);
    }
  }
  const dropped = await dropUnclaimed();
  const pruned = await db.$executeRaw`
    DELETE FROM "CallbackInbox" WHERE "processedAt" < now() - make_interval(days => ${RETENTION_DAYS})`;
  const prunedLog = await db.$executeRaw`
    DELETE FROM "CallbackDelivery" WHERE id IN (
      SELECT id FROM "CallbackDelivery" WHERE "receivedAt" < now() - make_interval(days => ${LOG_RETENTION_DAYS}) LIMIT ${LOG_PRUNE_BATCH})`;
  return { processed, failed, pruned, dropped, prunedLog };
}
