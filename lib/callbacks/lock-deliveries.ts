// The first statement of a delivery transaction: lock the inbox rows, then the request rows, then
// the handler's own (CallbackHandler.lockWithRequests) — in that order in every normalization, each
// set ordered by id, so concurrent batches never deadlock — and read them back in one round trip.
import "server-only";
import type { CallbackHandler, StoredRequest } from "@/lib/callbacks/types";
import { raw, type Sql, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";

export interface InboxRow {
  id: string;
  processed: boolean;
  bodyHash: string;
  body?: unknown;
}

export interface LockedDeliveries {
  inbox: InboxRow[];
  /** The request rows by the service's request id; absent when the bodies were read back first. */
  requests?: Map<string, StoredRequest>;
}

type RequestRow = StoredRequest & { requestId: string };
const byRequestId = (rows: RequestRow[]) => new Map(rows.map(({ requestId, ...row }) => [requestId, row]));

const NO_EXTRA = raw("SELECT 1 WHERE false");
function lockStatement<T>(handler: CallbackHandler<T>, inboxIds: string[], requestIds: string[]): Sql {
  return sql`WITH inbox AS (
        SELECT id::text AS id, "processedAt" IS NOT NULL AS processed, "bodyHash"
        FROM "CallbackInbox" WHERE id = ANY(${inboxIds}::bigint[]) ORDER BY id FOR UPDATE
      ), requests AS (
        SELECT id, "requestId", "userId", kind, "parentId", state, payload FROM "ServiceRequest"
        WHERE service = ${handler.name} AND "requestId" = ANY(${requestIds}::text[]) ORDER BY id FOR UPDATE
      ), extra AS (${handler.lockWithRequests?.sql ?? NO_EXTRA})
      SELECT (SELECT coalesce(json_agg(inbox), '[]') FROM inbox) AS inbox,
             (SELECT coalesce(json_agg(requests), '[]') FROM requests) AS requests,
             (SELECT coalesce(json_agg(extra), '[]') FROM extra) AS extra`;
}

/** Lock the inbox rows of a batch and, when the request ids are known (`requestIds`), their request
 *  rows and the handler's in the same statement. Without them (the sweep's delivery, alone in its
 *  batch) the inbox rows' bodies are read back; their requests are locked by lockRequests. */
export async function lockDeliveries<T>(
  tx: SqlTx,
  handler: CallbackHandler<T>,
  inboxIds: string[],
  requestIds: string[] | null,
): Promise<LockedDeliveries> {
  if (!requestIds) {
    const inbox = await tx.$queryRaw<InboxRow[]>`
      SELECT id::text AS id, "processedAt" IS NOT NULL AS processed, "bodyHash", body
      FROM "CallbackInbox" WHERE id = ANY(${inboxIds}::bigint[]) ORDER BY id FOR UPDATE`;
    return { inbox };
  }
  const [locked] = await tx.$queryRaw<{ inbox: InboxRow[]; requests: RequestRow[]; extra: unknown[] }[]>(
    lockStatement(handler, inboxIds, requestIds),
  );
  const requests = byRequestId(locked!.requests);
  handler.lockWithRequests?.take(tx, locked!.extra, [...requests.values()]);
  return { inbox: locked!.inbox, requests };
}

/** Lock the request rows of a batch (ordered by id, so concurrent batches never deadlock):
 *  deliveries for one request are normalized one at a time. */
export async function lockRequests(
  tx: SqlTx,
  service: string,
  requestIds: string[],
): Promise<Map<string, StoredRequest>> {
  return byRequestId(
    await tx.$queryRaw<RequestRow[]>`
    SELECT id, "requestId", "userId", kind, "parentId", state, payload FROM "ServiceRequest"
    WHERE service = ${service} AND "requestId" = ANY(${requestIds}::text[]) ORDER BY id FOR UPDATE`,
  );
}
