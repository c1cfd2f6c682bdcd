// Create a job's queue once per process. pg-boss creates a queue with DDL (a partition table and a
// foreign key); two processes creating the same new queue at once — the worker registering every
// queue at start while the web server or the SMTP receiver sends its first job — can deadlock, and
// PostgreSQL then cancels one of them. The cancelled statement did nothing, so it is run again.
import "server-only";
import type PgBoss from "pg-boss";
import type { JobDefinition } from "@/lib/jobs/job-definitions";
import { sharedPool } from "@/lib/sql/pool";
import { logger } from "@/lib/log/logger";

const log = logger("jobs");

/** PostgreSQL chose this statement as a deadlock's victim: it did nothing, running it again is the answer. */
export const isDeadlock = (error: unknown) =>
  (error as { code?: string })?.code === "40P01" || /deadlock detected/.test((error as Error)?.message ?? "");

const created = new Map<string, Promise<void>>();

export function ensureQueue(boss: PgBoss, def: Pick<JobDefinition, "name" | "policy">): Promise<void> {
  let done = created.get(def.name);
  if (!done) {
    done = (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(def.name, { name: def.name, policy: def.policy ?? "standard" });
          return;
        } catch (error) {
          if (!isDeadlock(error) || attempt >= 5) throw error;
          await new Promise((r) => setTimeout(r, 50 * attempt));
        }
      }
    })();
    // A failure is not remembered: the next send tries again.
    done.catch(() => created.delete(def.name));
    created.set(def.name, done);
  }
  return done;
}

/** Remove a queue that no job uses any more, with its schedule and any jobs still in it. pg-boss 10's
 *  deleteQueue drops the queue row before its jobs, which a RESTRICT foreign key refuses while the
 *  queue holds a single job (a database upgraded with polls still waiting): the worker failed to
 *  start. Best effort: a queue left behind harms nothing, so a failure is logged, never thrown. */
export async function retireQueue(boss: PgBoss, name: string): Promise<void> {
  try {
    await boss.unschedule(name);
    await sharedPool().query("DELETE FROM pgboss.job WHERE name = $1", [name]);
    await boss.deleteQueue(name);
  } catch (error) {
    log.error(`retired queue ${name} not removed: ${(error as Error).message}`);
  }
}
