// One background run of a watch: the watched search (a flight or hotel search, watch-kinds.ts) sent
// again through the same award-search path as a user's search (lib/award-search: tracker, callbacks,
// polling fallback), at the services' low priority, for one day of the window (a journey: its whole
// trip); evaluate-watch-run.ts reads its results once they are in. A run of more requests than the
// scheduler lets go this minute sends the first `budget` and queues the rest on the watch
// (continue-watch-run.ts sends them in the next minutes, into the same search).
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import type { Prisma } from "@/lib/generated/prisma/client";
import { kindOfWatch, type WatchKind, type WatchRun } from "@/lib/watches/watch-kinds";
import { nextRunAt, REQUESTS_PER_TICK, runDate, WATCH_PRIORITY } from "@/lib/watches/watch-schedule";

/** A run whose results never came (the worker died between send and evaluation) is let go after this. */
const STUCK_MS = 30 * 60_000;
export const EVALUATE_AFTER_SECONDS = 45;

export type RunOutcome = "sent" | "ended" | "busy" | "gone";

/** One run of a watch: its search for the run's day, asking the watched programs only. */
export function plannedRun(
  kind: WatchKind<unknown, unknown>,
  watch: { params: unknown; conditions: unknown; dateFrom: string; dateTo: string; runCount: number },
  today: string,
): WatchRun<unknown> {
  const params = kind.params.parse(watch.params);
  const conditions = kind.conditions.parse(watch.conditions) as { programs: string[] };
  const programs = kind.programsOf(params).filter((p) => conditions.programs.includes(p));
  return kind.runOf(
    params,
    runDate({ from: watch.dateFrom, to: watch.dateTo }, watch.runCount, today),
    programs,
  );
}

/** `budget`: the requests this run may send now (at least one); the rest wait on the watch. */
export async function runWatch(
  watchId: string,
  now = new Date(),
  budget = REQUESTS_PER_TICK,
): Promise<RunOutcome> {
  const watch = await db.watch.findUnique({
    where: { id: watchId },
    select: {
      userId: true,
      service: true,
      params: true,
      conditions: true,
      dateFrom: true,
      dateTo: true,
      runCount: true,
      endedAt: true,
    },
  });
  if (!watch || watch.endedAt) return "gone";
  const today = now.toISOString().slice(0, 10);
  if (watch.dateTo < today) {
    await db.watch.update({
      where: { id: watchId },
      data: { endedAt: now, runSearchId: null, runQueue: [], runUnsent: 0 },
      select: { id: true },
    });
    return "ended";
  }
  // Claim the run: one at a time per watch (a Run now during a scheduled run does nothing).
  const { count } = await db.watch.updateMany({
    where: {
      id: watchId,
      endedAt: null,
      OR: [{ runSearchId: null }, { lastRunAt: { lt: new Date(now.getTime() - STUCK_MS) } }],
    },
    data: {
      runSearchId: "sending",
      lastRunAt: now,
      runCount: { increment: 1 },
      nextRunAt: nextRunAt(watchId, now),
      runQueue: [],
      runUnsent: 0,
    },
  });
  if (!count) return "busy";
  const kind = kindOfWatch(watch.service, watch.params);
  const run = plannedRun(kind, watch, today);
  const first = Math.max(1, budget);
  const searchId = await createAwardSearch(kind.adapter, {
    userId: watch.userId,
    ...run,
    programs: run.programs.slice(0, first),
    priority: WATCH_PRIORITY,
  });
  // Each queued request with the params it is sent with (the run's, when not its own).
  const rest = run.programs.slice(first).map((r) => ({ ...r, params: r.params ?? run.params }));
  // The search id and what is left to send are written together: an evaluation sees either no run
  // yet or a run that knows it is not complete.
  await db.watch.update({
    where: { id: watchId },
    data: {
      runSearchId: searchId,
      runQueue: rest as unknown as Prisma.InputJsonValue,
      runUnsent: rest.length,
    },
    select: { id: true },
  });
  await enqueueJob("evaluateWatchRun", { watchId, searchId }, { startAfterSeconds: EVALUATE_AFTER_SECONDS });
  return "sent";
}
