// What is kept of a delivery that could not be normalized: it stays in the inbox for the sweep
// (lib/callbacks/sweep-inbox.ts), up to MAX_ATTEMPTS, then is given up on and logged.
import "server-only";
import { logger } from "@/lib/log/logger";
import { sqlAutocommit } from "@/lib/sql/transaction";

const MAX_ATTEMPTS = 5;

export async function recordProcessingFailure(
  service: string,
  inboxId: string,
  error: unknown,
): Promise<void> {
  const message = ((error as Error)?.message ?? String(error)).slice(0, 500);
  logger(`callbacks/${service}`).error(`normalizing delivery ${inboxId} failed: ${message}`);
  await sqlAutocommit().$executeRaw`
    WITH failed AS (
      UPDATE "CallbackInbox" SET attempts = attempts + 1, "lastError" = ${message},
        "processedAt" = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS}::int THEN now() END,
        -- given up: kept for support like a processed row, minus browserState and rejected answers
        body = CASE WHEN attempts + 1 >= ${MAX_ATTEMPTS}::int THEN redact_secrets(body) ELSE body END
      WHERE id = ${inboxId}::bigint AND "processedAt" IS NULL
      RETURNING attempts
    )
    INSERT INTO "CallbackDelivery" (service, outcome, detail)
    SELECT ${service}::text, 'failed', ${`inbox ${inboxId}: gave up after ${MAX_ATTEMPTS} attempts: ${message}`.slice(0, 500)}::text
    FROM failed WHERE attempts >= ${MAX_ATTEMPTS}::int`;
}
