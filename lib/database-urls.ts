// Which connection each kind of work takes when PostgreSQL sits behind a pooler in transaction mode
// (PgBouncer, as production runs it: docs/architecture.md "Scaling"). There a server connection is a
// client's only for one transaction, so nothing may live on a session:
//   DATABASE_URL         — everything that fits in a transaction: Prisma, lib/sql/transaction.ts, pg-boss
//                          (whose locks are pg_advisory_xact_lock, its settings SET LOCAL);
//   DATABASE_DIRECT_URL  — what needs a session of its own: LISTEN (lib/live), a business sync's
//                          session advisory lock (lib/business/sync-run-lock.ts), migrations.
// Without DATABASE_DIRECT_URL both are DATABASE_URL, a direct connection.
import { type Env, env } from "@/lib/env";

/** The connection for session state: DATABASE_DIRECT_URL, else DATABASE_URL. */
export function directDatabaseUrl(e: Env = env()): string {
  return e.DATABASE_DIRECT_URL ?? e.DATABASE_URL;
}

/**
 * Whether DATABASE_URL goes through a transaction pooler: it says `pgbouncer=true` (the mark Prisma's
 * own engine reads too), or a different DATABASE_DIRECT_URL is given beside it. Then no statement is
 * prepared under a name (lib/sql/transaction.ts): PgBouncer 1.18 hands the next transaction another server
 * connection, where the name is unknown or already taken.
 */
export function databaseIsPooled(e: Env = env()): boolean {
  let pooled = answers.get(e); // asked once per statement on the hot paths: parse the URL once
  if (pooled === undefined) {
    const marked = new URL(e.DATABASE_URL).searchParams.get("pgbouncer") === "true";
    pooled = marked || (e.DATABASE_DIRECT_URL !== undefined && e.DATABASE_DIRECT_URL !== e.DATABASE_URL);
    answers.set(e, pooled);
  }
  return pooled;
}
const answers = new WeakMap<Env, boolean>();
