// Raw statements on the plain pg pool (lib/sql/pool.ts), written with the one template helper
// (lib/sql/template.ts). `SqlTx` has the shape of Prisma's $queryRaw/$executeRaw, so code written
// against it also runs on a Prisma transaction (tests, a form's write that wants one statement).
import "server-only";
import { createHash } from "node:crypto";
import type pg from "pg";
import { databaseIsPooled } from "@/lib/database-urls";
import { sharedPool } from "@/lib/sql/pool";
import { type Sql, type SqlInput, toSql } from "@/lib/sql/template";

export interface SqlTx {
  $queryRaw<T = unknown>(query: SqlInput, ...values: unknown[]): Promise<T>;
  $executeRaw(query: SqlInput, ...values: unknown[]): Promise<number>;
}

// Every statement runs as a named prepared statement, so each connection parses and plans it once
// instead of on every delivery (the normalization after a callback runs six or seven). The name is
// a hash of the statement's text: the pool is shared by every copy of this module that Next's
// bundles load, so names must mean the same statement everywhere. Statement texts are few (their
// values are parameters, lists travel as one array or JSON parameter): the hash is cached by text.
// Behind a transaction pooler (lib/database-urls.ts) statements go unnamed: the next transaction may
// run on another server connection, where the name is unknown (or taken by another statement).
const statementNames = new Map<string, string>();
function prepared(statement: Sql): pg.QueryConfig {
  const text = statement.text;
  if (databaseIsPooled()) return { text, values: statement.values };
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= 1000) statementNames.clear(); // a bound, should a caller ever vary its text
    statementNames.set(text, (name = `tx-${createHash("sha256").update(text).digest("hex").slice(0, 24)}`));
  }
  return { name, text, values: statement.values };
}

function wrap(client: pg.PoolClient): SqlTx {
  return {
    async $queryRaw<T>(query: SqlInput, ...values: unknown[]) {
      return (await client.query(prepared(toSql(query, values)))).rows as T;
    },
    async $executeRaw(query: SqlInput, ...values: unknown[]) {
      return (await client.query(prepared(toSql(query, values)))).rowCount ?? 0;
    },
  };
}

/** Statements autocommitted one at a time on the pool, each as a named prepared statement: for a
 *  single write outside any transaction (a delivery's failure, the receiver's log). */
export function sqlAutocommit(): SqlTx {
  return {
    async $queryRaw<T>(query: SqlInput, ...values: unknown[]) {
      return (await sharedPool().query(prepared(toSql(query, values)))).rows as T;
    },
    async $executeRaw(query: SqlInput, ...values: unknown[]) {
      return (await sharedPool().query(prepared(toSql(query, values)))).rowCount ?? 0;
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
  return async <T = unknown>(query: SqlInput, ...values: unknown[]): Promise<T[]> => {
    const statement = toSql(query, values);
    const config: pg.QueryConfig = databaseIsPooled()
      ? { text: statement.text, values: statement.values }
      : { name, text: statement.text, values: statement.values };
    return (await sharedPool().query(config)).rows as T[];
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
export async function sqlTransaction<T>(
  fn: (tx: SqlTx) => Promise<T>,
  opts: { asyncCommit?: boolean; genericPlans?: boolean } = {},
): Promise<T> {
  const client = await sharedPool().connect();
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
