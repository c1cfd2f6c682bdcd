// A plain pg pool for the few hot paths where Prisma's interactive transactions cost too much CPU
// (callback ingestion: ~1,500 empty transactions/s through Prisma vs ~4,600/s on pg here; see bench/).
// Queries use the same tagged-template shape as Prisma's $queryRaw/$executeRaw, so code written
// against `SqlTx` runs on either.
import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import { databaseIsPooled, directDatabaseUrl } from "@/lib/database-urls";
import { env } from "@/lib/env";

export interface SqlTx {
  $queryRaw<T = unknown>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  $executeRaw(strings: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

const globalForPool = globalThis as unknown as { sqlPool?: pg.Pool; sessionPool?: pg.Pool };

/** The process's one pool of database connections: the raw statements here, the Prisma client
 *  (lib/db.ts) and the job queue (lib/jobs/boss.ts, through pg-boss's `db` option) share it, so a
 *  process holds one set of connections, not one per library. */
export function sharedPool(): pg.Pool {
  if (!globalForPool.sqlPool) {
    const created = new pg.Pool({ connectionString: env().DATABASE_URL, max: 12 });
    // An idle connection the server closes (PostgreSQL restarted, an administrator's terminate) is
    // reported here; without a listener that event is an uncaught exception, fatal for the worker
    // (npm run faults, "postgres down"). The pool drops that client and opens a new one when needed.
    created.on("error", (error) => console.error(`[db] idle connection lost: ${error.message}`));
    globalForPool.sqlPool = created;
  }
  return globalForPool.sqlPool;
}
const pool = sharedPool;

/** Connections that keep a session for as long as they are held (a business sync's advisory lock:
 *  lib/business/sync-run-lock.ts). Behind a transaction pooler a held pool client is not one server
 *  session, so these go to DATABASE_DIRECT_URL; without a pooler they are the shared pool's. */
export function sessionPool(): pg.Pool {
  if (!databaseIsPooled()) return sharedPool();
  if (!globalForPool.sessionPool) {
    const created = new pg.Pool({ connectionString: directDatabaseUrl(), max: 8 });
    created.on("error", (error) => console.error(`[db] idle direct connection lost: ${error.message}`));
    globalForPool.sessionPool = created;
  }
  return globalForPool.sessionPool;
}

/** `a ${x} b` → { text: "a $1 b", values: [x] } */
function toQuery(strings: TemplateStringsArray, values: unknown[]) {
  let text = strings[0]!;
  for (let i = 0; i < values.length; i++) text += `$${i + 1}${strings[i + 1]}`;
  return { text, values };
}

// Every statement in a transaction runs as a named prepared statement, so each connection parses and
// plans it once instead of on every delivery (the normalization after a callback runs six or seven).
// The name is a hash of the statement's text: the pool is shared by every copy of this module that
// Next's bundles load, so names must mean the same statement everywhere. A tagged template's strings
// array is the same object on every call from one site, which caches the hash per site.
// Behind a transaction pooler (lib/database-urls.ts) statements go unnamed: the next transaction may
// run on another server connection, where the name is unknown (or taken by another statement).
const statementNames = new WeakMap<TemplateStringsArray, string>();
function prepared(strings: TemplateStringsArray, values: unknown[]): pg.QueryConfig {
  const q = toQuery(strings, values);
  if (databaseIsPooled()) return q;
  let name = statementNames.get(strings);
  if (!name) statementNames.set(strings, (name = `tx-${createHash("sha256").update(q.text).digest("hex").slice(0, 24)}`));
  return { name, text: q.text, values: q.values };
}

function wrap(client: pg.PoolClient): SqlTx {
  return {
    async $queryRaw<T>(strings: TemplateStringsArray, ...values: unknown[]) {
      return (await client.query(prepared(strings, values))).rows as T;
    },
    async $executeRaw(strings: TemplateStringsArray, ...values: unknown[]) {
      return (await client.query(prepared(strings, values))).rowCount ?? 0;
    },
  };
}

/**
 * One autocommitted statement on the pool (no BEGIN/COMMIT round trips), as a named prepared
 * statement: each connection parses and plans it once, which is a third of the cost of a small
 * statement here (the callback inbox insert: bench/). Usage: sqlPrepared("name")<Row>`SELECT …`.
 * The text must be the same for every call with that name. Unnamed behind a pooler (see above).
 */
export function sqlPrepared(name: string) {
  return async <T = unknown>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T[]> => {
    const q = toQuery(strings, values);
    return (await pool().query(databaseIsPooled() ? q : { name, text: q.text, values: q.values })).rows as T[];
  };
}

/** Run `fn` in one READ COMMITTED transaction on a pooled connection; commits only if it resolves.
 *  `asyncCommit`: COMMIT returns before the WAL reaches the disk (PostgreSQL's synchronous_commit =
 *  off for this transaction only). Only for work that is redone if lost: a crash may forget the
 *  last fraction of a second of such commits, never corrupts or half-applies one.
 *  `genericPlans`: every prepared statement of the transaction runs its connection's one generic
 *  plan (plan_cache_mode, this transaction only) instead of being planned again for its values.
 *  For statements that find their rows by key whatever the values: PostgreSQL otherwise keeps
 *  re-planning a statement whose generic plan it estimates dearer, which the callback
 *  normalization's many-CTE statements were (their recordsets are guessed at 100 rows). */
export async function sqlTransaction<T>(fn: (tx: SqlTx) => Promise<T>, opts: { asyncCommit?: boolean; genericPlans?: boolean } = {}): Promise<T> {
  const client = await pool().connect();
  try {
    // One round trip however many settings: a simple query may hold several statements.
    let begin = "BEGIN";
    if (opts.asyncCommit) begin += "; SET LOCAL synchronous_commit = off";
    if (opts.genericPlans) begin += "; SET LOCAL plan_cache_mode = force_generic_plan";
    await client.query(begin);
    const result = await fn(wrap(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
