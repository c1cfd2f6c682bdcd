// The process's connection pools. A plain pg pool for the hot paths where Prisma's interactive
// transactions cost too much CPU (callback ingestion: ~1,500 empty transactions/s through Prisma vs
// ~4,600/s on pg here; see bench/), shared with Prisma (lib/db.ts) and the job queue.
import "server-only";
import pg from "pg";
import { databaseIsPooled, directDatabaseUrl } from "@/lib/database-urls";
import { env } from "@/lib/env";
import { logger } from "@/lib/log/logger";

const log = logger("db");

const globalForPool = globalThis as unknown as { sqlPool?: pg.Pool; sessionPool?: pg.Pool };

/** The process's one pool of database connections: the raw statements (lib/sql/transaction.ts),
 *  the Prisma client (lib/db.ts) and the job queue (lib/jobs/boss.ts, through pg-boss's `db`
 *  option) share it, so a process holds one set of connections, not one per library. */
export function sharedPool(): pg.Pool {
  if (!globalForPool.sqlPool) {
    const created = new pg.Pool({ connectionString: env().DATABASE_URL, max: 12 });
    // An idle connection the server closes (PostgreSQL restarted, an administrator's terminate) is
    // reported here; without a listener that event is an uncaught exception, fatal for the worker
    // (npm run faults, "postgres down"). The pool drops that client and opens a new one when needed.
    created.on("error", (error) => log.error(`idle connection lost: ${error.message}`));
    globalForPool.sqlPool = created;
  }
  return globalForPool.sqlPool;
}

/** Connections that keep a session for as long as they are held (a business sync's advisory lock:
 *  lib/business/sync-run-lock.ts). Behind a transaction pooler a held pool client is not one server
 *  session, so these go to DATABASE_DIRECT_URL; without a pooler they are the shared pool's. */
export function sessionPool(): pg.Pool {
  if (!databaseIsPooled()) return sharedPool();
  if (!globalForPool.sessionPool) {
    const created = new pg.Pool({ connectionString: directDatabaseUrl(), max: 8 });
    created.on("error", (error) => log.error(`idle direct connection lost: ${error.message}`));
    globalForPool.sessionPool = created;
  }
  return globalForPool.sessionPool;
}
