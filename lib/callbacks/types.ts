import type { z } from "zod";
import type { ServiceName } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";

export type { SqlTx };

export type Tx = Prisma.TransactionClient;

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

export interface CallbackHandler<T> {
  /** Path segment and ServiceRequest.service value. */
  name: string;
  /** Whose callback credentials (env S_CALLBACK_USER / S_CALLBACK_PASSWORD) protect this receiver. */
  credentials: ServiceName;
  schema: z.ZodType<T>;
  /** For results the app never asked for (mailbox results, spec 3): before the delivery is accepted,
   *  create the request rows it may be stored under — or none, and it is acknowledged, not stored. */
  admit?(body: unknown): Promise<void>;
  /** The results a parsed body carries (one, or a package's), each under its request id: the
   *  receiver reads the ids from these before its 200. */
  items(body: T): CallbackItem[];
  /** Is `item` older than what is stored? Default: a pending state never overwrites a final one. */
  isStale?(stored: StoredRequest, item: CallbackItem): boolean;
  /** What to keep as ServiceRequest.payload (default: the whole item). Handlers that normalize
   *  large bodies into their own tables keep only the envelope, so nothing is written twice. */
  payload?(item: CallbackItem): unknown;
  /** Normalize the item into domain tables, inside the delivery's (Prisma) transaction. */
  store?(tx: Tx, request: StoredRequest, item: CallbackItem): Promise<void>;
  /** Or, for high-volume services, normalize with raw SQL only: the delivery then runs on a plain
   *  pg transaction (lib/sql/transaction.ts), several times cheaper than Prisma's. Use one of the two. */
  sqlStore?(tx: SqlTx, request: StoredRequest, item: CallbackItem): Promise<void>;
  /** For sqlStore handlers: lock and read what every item of a batch will need with one statement
   *  per table (called once per transaction, before the first sqlStore, with the requests to store
   *  and, in order, every item to store with its request). */
  beforeStore?(tx: SqlTx, requests: StoredRequest[], toStore: { request: StoredRequest; item: CallbackItem }[]): Promise<void>;
  /** Optional: the rows beforeStore would lock, locked by the same statement as the request rows
   *  (one round trip fewer per batch). `sql`: a CTE body over the CTE `requests` (the locked
   *  ServiceRequest rows: id, "requestId", kind, "parentId", …) selecting and locking the rows,
   *  ordered by id; `take` receives them (as JSON, with the locked requests) before beforeStore runs. */
  lockWithRequests?: { sql: Sql; take(tx: SqlTx, rows: unknown[], requests: StoredRequest[]): void };
}

/**
 * A receiver whose deliveries are small state changes applied before the 200 (mailbox state
 * changes, spec 3 "Mailbox state change"): nothing to keep in the inbox or normalize later, but the
 * same front door as every other callback — size cap, Basic auth before parsing, JSON, schema,
 * delivery log — through `receiveCallback`. `apply` commits before it returns; its outcomes are
 * answered to the service and the ones that were not stored are logged.
 */
export interface DirectCallbackHandler<T> {
  mode: "direct";
  name: string;
  credentials: ServiceName;
  schema: z.ZodType<T>;
  apply(body: T): Promise<{ outcome: string; requestId: string }[]>;
}

export type AnyCallbackHandler<T> = CallbackHandler<T> | DirectCallbackHandler<T>;

export const isDirect = <T,>(handler: AnyCallbackHandler<T>): handler is DirectCallbackHandler<T> => "mode" in handler && handler.mode === "direct";

/** The request ids of a parsed body, in the order of its items. */
export const requestIdsOf = <T,>(handler: CallbackHandler<T>, body: T): string[] => handler.items(body).map((item) => item.requestId);
