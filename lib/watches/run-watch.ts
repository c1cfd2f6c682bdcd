// One background run of a watch: the watched search (a flight or hotel search, watch-kinds.ts) sent
// again through the same award-search path as a user's search (lib/award-search: tracker, callbacks,
// polling fallback), at the services' low priority, for one day of the window; evaluate-watch-run.ts
// reads its results once they are in.
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { watchKindOf } from "@/lib/watches/watch-kinds";
import { nextRunAt, runDate, WATCH_PRIORITY } from "@/lib/watches/watch-schedule";

/** A run whose results never came (the worker died between send and evaluation) is let go after this. */
const STUCK_MS = 30 * 60_000;
export const EVALUATE_AFTER_SECONDS = 45;

export type RunOutcome = "sent" | "ended" | "busy" | "gone";

export async function runWatch(watchId: string, now = new Date()): Promise<RunOutcome> {
  const watch = await db.watch.findUnique({ where: { id: watchId }, select: { userId: true, service: true, params: true, conditions: true, dateFrom: true, dateTo: true, runCount: true, endedAt: true } });
  if (!watch || watch.endedAt) return "gone";
  const today = now.toISOString().slice(0, 10);
  if (watch.dateTo < today) {
    await db.watch.update({ where: { id: watchId }, data: { endedAt: now, runSearchId: null }, select: { id: true } });
    return "ended";
  }
  // Claim the run: one at a time per watch (a Run now during a scheduled run does nothing).
  const { count } = await db.watch.updateMany({
    where: { id: watchId, endedAt: null, OR: [{ runSearchId: null }, { lastRunAt: { lt: new Date(now.getTime() - STUCK_MS) } }] },
    data: { runSearchId: "sending", lastRunAt: now, runCount: { increment: 1 }, nextRunAt: nextRunAt(watchId, now) },
  });
  if (!count) return "busy";
  const kind = watchKindOf(watch.service);
  const params = kind.params.parse(watch.params);
  const conditions = kind.conditions.parse(watch.conditions) as { programs: string[] };
  const programs = kind.programsOf(params).filter((p) => conditions.programs.includes(p));
  const date = runDate({ from: watch.dateFrom, to: watch.dateTo }, watch.runCount, today);
  const searchId = await createAwardSearch(kind.adapter, { userId: watch.userId, ...kind.runOf(params, date, programs), priority: WATCH_PRIORITY });
  await db.watch.update({ where: { id: watchId }, data: { runSearchId: searchId }, select: { id: true } });
  await enqueueJob("evaluateWatchRun", { watchId, searchId }, { startAfterSeconds: EVALUATE_AFTER_SECONDS });
  return "sent";
}
