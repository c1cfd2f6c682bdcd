// The Postgres-backed job queue (pg-boss). Jobs live in the "pgboss" schema of the app's database,
// so any number of workers can share them and a restart loses nothing.
import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";

let started: Promise<PgBoss> | undefined;

/** A started pg-boss instance for sending jobs (web) or working them (worker). */
export function getBoss(options: { worker?: boolean } = {}): Promise<PgBoss> {
  started ??= (async () => {
    const boss = new PgBoss({
      connectionString: env().DATABASE_URL,
      max: options.worker ? 5 : 2,
      // Only workers run maintenance and cron; web servers just send.
      supervise: Boolean(options.worker),
      schedule: Boolean(options.worker),
    });
    boss.on("error", (error) => console.error("[jobs]", error.message));
    await boss.start();
    return boss;
  })();
  return started;
}
