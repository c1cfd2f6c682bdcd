// Who is running a sync, as PostgreSQL sees it: the process running a BusinessSyncRun holds a
// session-level advisory lock on it, on a connection of its own, for as long as it runs. A process
// that dies (SIGKILL, a crash, a lost machine) loses its connections, and PostgreSQL releases the
// lock at once. So "status running and the lock is free" means the run's process is gone: no
// heartbeat to tune, no 15-minute expiry to wait for (pg-boss's own, for the dead job).
// A session of its own: behind a transaction pooler that is a direct connection (sessionPool).
import "server-only";
import type pg from "pg";
import { sessionPool } from "@/lib/sql/pool";
import { logger } from "@/lib/log/logger";

const log = logger("business");

const LOCK_CLASS = 0x4d50; // the advisory-lock key space of business sync runs ("MP")

export type RunLock = { release: () => Promise<void> };

/** The run's lock, or null when another live session holds it. */
export async function tryLockRun(runId: string): Promise<RunLock | null> {
  const client: pg.PoolClient = await sessionPool().connect();
  let ok = false;
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok",
      [LOCK_CLASS, runId],
    );
    ok = rows[0]?.ok === true;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  if (!ok) {
    client.release();
    return null;
  }
  // Held for the whole sync: PostgreSQL restarting or an administrator's terminate ends this session
  // while the sync still runs. Without a listener that is an uncaught error (fatal for the worker);
  // the run is then recovered as orphaned, and this process's later writes are refused (attempt).
  const onError = (error: Error) => log.error(`the sync lock's connection was lost: ${error.message}`);
  client.on("error", onError);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      client.off("error", onError);
      try {
        await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [LOCK_CLASS, runId]);
        client.release();
      } catch (error) {
        // The connection is broken: destroying it ends the session, which releases the lock too.
        client.release(error as Error);
      }
    },
  };
}
