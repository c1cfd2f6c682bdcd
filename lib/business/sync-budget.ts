// Calls to the business export, kept under the service's limit: about 20 requests per rolling
// 10 minutes for each user, member or account (notes on the real service; spec 2 "Rate limits: not
// shown"). Each subject gets BUDGET calls per window; a 429 or 503 waits for Retry-After and repeats
// the same call. A wait longer than the job should sit through becomes a PauseError: the run is
// resumed later by a new job, and the index diff makes it continue where it stopped.
import "server-only";
import { db } from "@/lib/db";
import { BusinessBusyError } from "@/lib/services/business/client";

export const WINDOW_MS = 10 * 60_000;
export const BUDGET = 18; // under 20, leaving room for invites made while a sync runs
const MAX_BUSY_RETRIES = 5;
const DEFAULT_RETRY_MS = 30_000;

export class PauseError extends Error {
  constructor(readonly waitMs: number) {
    super(`paused for ${Math.ceil(waitMs / 1000)} s`);
  }
}

export interface BudgetOptions {
  sleep?: (ms: number) => Promise<void>;
  /** Longest wait taken inside the job; longer ones pause the run (default 60 s). */
  maxInlineWaitMs?: number;
  now?: () => number;
}

export async function createCallBudget(connectionId: string, options: BudgetOptions = {}) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxInline = options.maxInlineWaitMs ?? 60_000;
  const since = new Date(now() - WINDOW_MS);
  await db.businessApiCall.deleteMany({ where: { connectionId, at: { lt: since } } });
  const recent = await db.businessApiCall.findMany({
    where: { connectionId, at: { gte: since } },
    select: { subject: true, at: true },
    orderBy: { at: "asc" },
  });
  const calls = new Map<string, number[]>();
  for (const r of recent) calls.set(r.subject, [...(calls.get(r.subject) ?? []), r.at.getTime()]);
  let unsaved: { connectionId: string; subject: string; at: Date }[] = [];
  let waitedMs = 0;
  let count = 0;

  async function wait(ms: number) {
    if (ms > maxInline) throw new PauseError(ms);
    waitedMs += ms;
    await sleep(ms);
  }

  async function reserve(subject: string) {
    for (;;) {
      const t = now();
      const list = (calls.get(subject) ?? []).filter((x) => x > t - WINDOW_MS);
      calls.set(subject, list);
      if (list.length < BUDGET) {
        list.push(t);
        unsaved.push({ connectionId, subject, at: new Date(t) });
        count++;
        return;
      }
      await wait(list[0]! + WINDOW_MS - t + 50);
    }
  }

  return {
    /** Run `fn` as one call on `subject`, within budget, repeating it after a 429/503. */
    async call<T>(subject: string, fn: () => Promise<T>): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        await reserve(subject);
        try {
          return await fn();
        } catch (error) {
          if (!(error instanceof BusinessBusyError)) throw error;
          const ms = error.retryAfterMs ?? DEFAULT_RETRY_MS * (attempt + 1);
          if (attempt >= MAX_BUSY_RETRIES) throw new PauseError(ms);
          await wait(ms);
        }
      }
    },
    async flush() {
      const rows = unsaved;
      unsaved = [];
      if (rows.length) await db.businessApiCall.createMany({ data: rows });
    },
    stats: () => ({ waitedMs, calls: count }),
  };
}
