import type { z } from "zod";
import type { ServiceName } from "@/lib/env";
import type { Sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";

/** One result inside a delivery (a package callback carries several). */
export interface CallbackItem {
  requestId: string;
  state: number; // numeric state; string-state services map theirs (see each handler)
  stateText?: string;
  message?: string;
  body: unknown; // the item as validated, stored as the request's payload
}

export interface StoredRequest {
  id: string;
  userId: string | null;
  kind: string;
  parentId: string | null;
  state: number;
  payload: unknown;
}

/** What every receiver has: its path, its credentials and its schema. */
interface Receiver<T> {
  /** Path segment and ServiceRequest.service value. */
  name: string;
  /** Whose callback credentials (env S_CALLBACK_USER / S_CALLBACK_PASSWORD) protect this receiver. */
  credentials: ServiceName;
  schema: z.ZodType<T>;
}

/** A receiver whose deliveries are kept in the inbox, answered, then normalized (process-delivery.ts). */
interface StoringHandler<T> extends Receiver<T> {
  /** The results a parsed body carries (one, or a package's), each under its request id: the
   *  receiver reads the ids from these before its 200. */
  items(body: T): CallbackItem[];
  /** Is `item` older than what is stored? Default: a pending state never overwrites a final one. */
  isStale?(stored: StoredRequest, item: CallbackItem): boolean;
  /** What to keep as ServiceRequest.payload (default: the whole item). Handlers that normalize
   *  large bodies into their own tables keep only the envelope, so nothing is written twice. */
  payload?(item: CallbackItem): unknown;
  /** Normalize the item into domain tables, inside the delivery's plain pg transaction, through the
   *  one write path (lib/sql/): raw statements, or table writers whose writes are queued in the
   *  transaction's write batch and go out with its last statement. */
  store(tx: SqlTx, request: StoredRequest, item: CallbackItem): Promise<void>;
  /** Lock and read what every item of a batch will need with one statement per table (called once
   *  per transaction, before the first store, with the requests to store and, in order, every item
   *  to store with its request). */
  beforeStore?(
    tx: SqlTx,
    requests: StoredRequest[],
    toStore: { request: StoredRequest; item: CallbackItem }[],
  ): Promise<void>;
  /** Optional: the rows beforeStore would lock, locked by the same statement as the request rows
   *  (one round trip fewer per batch). `sql`: a CTE body over the CTE `requests` (the locked
   *  ServiceRequest rows: id, "requestId", kind, "parentId", …) selecting and locking the rows,
   *  ordered by id; `take` receives them (as JSON, with the locked requests) before beforeStore runs. */
  lockWithRequests?: { sql: Sql; take(tx: SqlTx, rows: unknown[], requests: StoredRequest[]): void };
}

/** Results of requests the app sent (flights, hotels, loyalty, email parses): stored under the
 *  request rows the send created; one may arrive before its send is recorded (kept early). */
export interface RequestedResultHandler<T> extends StoringHandler<T> {
  kind: "requested";
}

/** Results the app never asked for (mailbox results, spec 3): `admit` creates, before the delivery
 *  is accepted, the request rows it may be stored under — or none, and it is acknowledged, not stored. */
export interface UnrequestedResultHandler<T> extends StoringHandler<T> {
  kind: "unrequested";
  admit(body: unknown): Promise<void>;
}

/** A receiver whose deliveries are normalized after the 200 from the inbox. */
export type CallbackHandler<T> = RequestedResultHandler<T> | UnrequestedResultHandler<T>;

/**
 * A receiver whose deliveries are small state changes applied before the 200 (mailbox state
 * changes, spec 3 "Mailbox state change"): nothing to keep in the inbox or normalize later, but the
 * same front door as every other callback — size cap, Basic auth before parsing, JSON, schema,
 * delivery log — through `receiveCallback`. `apply` commits before it returns; its outcomes are
 * answered to the service and the ones that were not stored are logged.
 */
export interface DirectCallbackHandler<T> extends Receiver<T> {
  kind: "direct";
  apply(body: T): Promise<{ outcome: string; requestId: string }[]>;
}

export type AnyCallbackHandler<T> = CallbackHandler<T> | DirectCallbackHandler<T>;

/** The request ids of a parsed body, in the order of its items. */
export const requestIdsOf = <T>(handler: CallbackHandler<T>, body: T): string[] =>
  handler.items(body).map((item) => item.requestId);
