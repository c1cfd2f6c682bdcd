// Per-service priority queue: higher priority first, FIFO within a priority,
// a few concurrent workers per service, and a queue timeout (spec 1 A, States:
// "0 → 11 when queue time reaches the request timeout"; spec 2 A the same).
import type { QueueJob } from "./types";

interface Entry {
  job: QueueJob;
  seq: number;
  timer?: NodeJS.Timeout;
}

interface Lane {
  pending: Entry[];
  running: number;
}

export interface JobQueue {
  enqueue(job: QueueJob): void;
  /** Jobs waiting (not running) for a service; for tests and debugging. */
  pendingCount(service: string): number;
  close(): void;
}

export function createJobQueue(opts: {
  workers: number;
  scaled: (ms: number) => number;
  log: (msg: string) => void;
}): JobQueue {
  const lanes = new Map<string, Lane>();
  let seq = 0;
  let closed = false;
  const sleeping = new Set<NodeJS.Timeout>();
  // Work timers are tracked so close() lets the process (or a test) exit at once.
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(
        () => {
          sleeping.delete(t);
          resolve();
        },
        Math.max(0, ms),
      );
      sleeping.add(t);
    });

  const lane = (service: string): Lane => {
    let l = lanes.get(service);
    if (!l) {
      l = { pending: [], running: 0 };
      lanes.set(service, l);
    }
    return l;
  };

  const takeNext = (l: Lane): Entry | undefined => {
    let best = -1;
    l.pending.forEach((e, i) => {
      if (e.job.holdInQueue) return;
      const b = best >= 0 ? l.pending[best] : undefined;
      if (!b || e.job.priority > b.job.priority || (e.job.priority === b.job.priority && e.seq < b.seq))
        best = i;
    });
    if (best < 0) return undefined;
    return l.pending.splice(best, 1)[0];
  };

  const pump = (service: string): void => {
    const l = lane(service);
    while (!closed && l.running < opts.workers) {
      const entry = takeNext(l);
      if (!entry) return;
      if (entry.timer) clearTimeout(entry.timer);
      l.running++;
      void work(entry.job).finally(() => {
        l.running--;
        pump(service);
      });
    }
  };

  const work = async (job: QueueJob): Promise<void> => {
    try {
      job.onStart?.();
      await nap(opts.scaled(job.workMs));
      if (!closed) await job.run();
    } catch (err) {
      opts.log(`[${job.service}] job ${job.requestId} crashed: ${String(err)}`);
    }
  };

  return {
    enqueue(job) {
      const l = lane(job.service);
      const entry: Entry = { job, seq: seq++ };
      if (job.timeoutSeconds !== undefined && job.timeoutSeconds >= 0) {
        entry.timer = setTimeout(
          () => {
            const i = l.pending.indexOf(entry);
            if (i < 0) return; // already picked by a worker: the timeout only covers queue time
            l.pending.splice(i, 1);
            Promise.resolve()
              .then(() => job.onTimeout())
              .catch((err) =>
                opts.log(`[${job.service}] onTimeout of ${job.requestId} crashed: ${String(err)}`),
              );
          },
          opts.scaled(job.timeoutSeconds * 1000),
        );
      }
      l.pending.push(entry);
      // Defer so that jobs enqueued in the same tick compete on priority.
      setImmediate(() => pump(job.service));
    },
    pendingCount: (service) => lanes.get(service)?.pending.length ?? 0,
    close() {
      closed = true;
      for (const t of sleeping) clearTimeout(t);
      sleeping.clear();
      for (const l of lanes.values()) {
        for (const e of l.pending) if (e.timer) clearTimeout(e.timer);
        l.pending = [];
      }
    },
  };
}
