// The Postgres-backed job queue (pg-boss). Jobs live in the "pgboss" schema of the app's database,
// so any number of workers can share them and a restart loses nothing.
//
// pg-boss runs its statements through the process's one connection pool (lib/sql/pool.ts sharedPool,
// which Prisma and the raw statements use too) via its `db` option: pg-boss 10's own Db is nothing
// but `pool.query(text, values)` on a pool of its own, so handing it the shared pool changes no
// statement, and a process holds one set of connections instead of two. pg-boss never closes a
// pool it did not open.
import "server-only";
import PgBoss from "pg-boss";
import { sharedPool } from "@/lib/sql/pool";
import { logger } from "@/lib/log/logger";

const log = logger("jobs");

let started: Promise<PgBoss> | undefined;

/** pg-boss's database interface over the shared pool. */
export const sharedPoolDb = {
  executeSql: (text: string, values: unknown[]) => sharedPool().query(text, values),
};

/** A started pg-boss instance for sending jobs (web) or working them (worker). */
export function getBoss(options: { worker?: boolean } = {}): Promise<PgBoss> {
  started ??= (async () => {
    const boss = new PgBoss({
      db: sharedPoolDb,
      // Only workers run maintenance and cron; web servers just send.
      supervise: Boolean(options.worker),
      schedule: Boolean(options.worker),
    });
    boss.on("error", (error) => log.error(error.message));
    await boss.start();
    return boss;
  })();
  return started;
}
