// The last statement of a delivery transaction: the request rows (state, message, payload), the
// inbox rows' processed mark and the delivery log — with every table the handlers queued
// (lib/sql/write-batch.ts, one CTE per table) — in ONE statement: the whole batch is written with
// one round trip. The live pages' change signal is the request rows' own trigger (one NOTIFY per
// changed page object, on commit: docs/architecture.md "Live updates").
import "server-only";
import { type Sql, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { takeWriteBatch, withParts } from "@/lib/sql/write-batch";

export type ItemOutcome = "stored" | "stale" | "unknown-request";

export interface RequestUpdate {
  id: string;
  state: number;
  stateText: string | null;
  message: string | null;
  payload: unknown;
}

export interface LogEntry {
  service: string;
  requestId: string;
  outcome: ItemOutcome;
  bodyHash: string;
}

export interface Bookkeeping {
  updates: RequestUpdate[];
  log: LogEntry[];
  /** Inbox rows now processed, and those of them whose kept body needs its secrets redacted. */
  inboxIds: string[];
  redactIds: string[];
}

function statement(b: Bookkeeping): Sql {
  return sql`
    updated AS (
      UPDATE "ServiceRequest" AS sr SET state = u.state, "stateText" = u."stateText", message = u.message,
        payload = u.payload, "completedAt" = CASE WHEN u.state <> 0 THEN now() END, "updatedAt" = now()
      FROM jsonb_to_recordset(${JSON.stringify(b.updates)}::jsonb)
        AS u(id text, state int, "stateText" text, message text, payload jsonb)
      WHERE sr.id = u.id AND sr.id = ANY(${b.updates.map((u) => u.id)}::text[]) -- by primary key, never a scan
    ), processed AS (
      UPDATE "CallbackInbox" SET "processedAt" = now(), attempts = attempts + 1, "lastError" = NULL,
        body = CASE WHEN id = ANY(${b.redactIds}::bigint[]) THEN redact_secrets(body) ELSE body END
      WHERE id = ANY(${b.inboxIds}::bigint[])
      RETURNING 1
    )
    INSERT INTO "CallbackDelivery" (service, "requestId", outcome, "bodyHash")
    SELECT service, "requestId", outcome, "bodyHash" FROM jsonb_to_recordset(${JSON.stringify(b.log)}::jsonb)
      AS l(service text, "requestId" text, outcome text, "bodyHash" text)`;
}

/** Write the bookkeeping of a batch and everything its handlers queued, closing the write batch. */
export async function writeBookkeeping(tx: SqlTx, b: Bookkeeping): Promise<void> {
  await tx.$executeRaw(withParts(takeWriteBatch(tx), statement(b), true));
}
