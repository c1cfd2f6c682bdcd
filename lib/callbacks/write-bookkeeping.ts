// The last statement of a delivery transaction: the request rows (state, message, payload), the
// delivery log and the inbox rows' processed mark — with every table the handlers queued
// (lib/sql/write-batch.ts, one CTE per table) — in ONE statement: the whole batch is written with
// one round trip. The request rows and the log go through the table writers of lib/sql/, whose
// column maps the compiler checks against the schema; they are queued in the batch like the
// handlers' writes. The inbox mark stays written here: it computes from the row's own values
// (attempts + 1, the body redacted in SQL), which a writer of given values cannot express.
// The live pages' change signal is the request rows' own trigger (one NOTIFY per changed page
// object, on commit: docs/architecture.md "Live updates").
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { defineInsert } from "@/lib/sql/insert-rows";
import { definePatch } from "@/lib/sql/patch-rows";
import { sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { inWriteBatch, startWriteBatch, takeWriteBatch, withParts } from "@/lib/sql/write-batch";

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

const requests = definePatch<
  Pick<
    Prisma.ServiceRequestUncheckedCreateInput,
    "state" | "stateText" | "message" | "payload" | "completedAt"
  >
>()("ServiceRequest", {
  columns: { state: "int", stateText: "text", message: "text", payload: "jsonb", completedAt: "timestamp" },
  updatedAt: "updatedAt",
});

const deliveries = defineInsert<
  Pick<Prisma.CallbackDeliveryUncheckedCreateInput, "service" | "requestId" | "outcome" | "bodyHash">
>()("CallbackDelivery", {
  columns: { service: "text", requestId: "text", outcome: "text", bodyHash: "text" },
});

/** Write the bookkeeping of a batch and everything its handlers queued, closing the write batch.
 *  In a write batch (storeItems opens it) the two writers below only queue their parts. */
export async function writeBookkeeping(tx: SqlTx, b: Bookkeeping, now = new Date()): Promise<void> {
  if (!inWriteBatch(tx)) startWriteBatch(tx); // one statement, whoever calls
  for (const u of b.updates)
    await requests.patch(tx, u.id, {
      state: u.state,
      stateText: u.stateText,
      message: u.message,
      payload: (u.payload ?? null) as Prisma.InputJsonValue | null,
      completedAt: u.state !== 0 ? now : null, // 0: still pending
    });
  await deliveries.insert(tx, b.log);
  const processed = sql`
    UPDATE "CallbackInbox" SET "processedAt" = now(), attempts = attempts + 1, "lastError" = NULL,
      body = CASE WHEN id = ANY(${b.redactIds}::bigint[]) THEN redact_secrets(body) ELSE body END
    WHERE id = ANY(${b.inboxIds}::bigint[])`;
  await tx.$executeRaw(withParts(takeWriteBatch(tx), processed, false));
}
