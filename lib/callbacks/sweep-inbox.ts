// Safety net for the callback inbox (job "sweep-callback-inbox", every minute and at start): a
// delivery accepted with a 200 is normally normalized a few milliseconds later, right after the
// response; if the app stopped in between, or the normalization failed, it is still in the inbox
// and this picks it up. Rows younger than GRACE_SECONDS are left to the receiver. Processed rows
// are kept RETENTION_DAYS for support (what exactly did the service send?), then deleted.
import "server-only";
import { CALLBACK_HANDLERS } from "@/lib/callbacks/handlers";
import { processDelivery, recordProcessingFailure } from "@/lib/callbacks/process-delivery";
import { db } from "@/lib/db";

const GRACE_SECONDS = 10;
const BATCH = 200;
export const RETENTION_DAYS = 3;

export async function sweepInbox(options: { graceSeconds?: number } = {}): Promise<{ processed: number; failed: number; pruned: number }> {
  const grace = options.graceSeconds ?? GRACE_SECONDS;
  const rows = await db.$queryRaw<{ id: string; service: string }[]>`
    SELECT id::text, service FROM "CallbackInbox"
    WHERE "processedAt" IS NULL AND "receivedAt" <= now() - make_interval(secs => ${grace})
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
  const pruned = await db.$executeRaw`
    DELETE FROM "CallbackInbox" WHERE "processedAt" < now() - make_interval(days => ${RETENTION_DAYS})`;
  return { processed, failed, pruned };
}
