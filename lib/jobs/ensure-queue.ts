// Create a job's queue once per process. pg-boss creates a queue with DDL (a partition table and a
// foreign key); two processes creating the same new queue at once — the worker registering every
// queue at start while the web server or the SMTP receiver sends its first job — can deadlock, and
// PostgreSQL then cancels one of them. The cancelled statement did nothing, so it is run again.
import "server-only";
import type PgBoss from "pg-boss";
import type { JobDefinition } from "@/lib/jobs/job-definitions";

/** PostgreSQL chose this statement as a deadlock's victim: it did nothing, running it again is the answer. */
export const isDeadlock = (error: unknown) => (error as { code?: string })?.code === "40P01" || /deadlock detected/.test((error as Error)?.message ?? "");

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
