// The watch scheduler (worker job runDueWatches, every TICK_MINUTES). Each tick sends at most
// REQUESTS_PER_TICK requests, so the services see a bounded, even rate however many watches are due:
// first the rest of runs already under way (a journey's run of up to 60 requests, a flexible hotel
// search's of up to 21, sent a tick's budget at a time: continue-watch-run.ts), then the due watches,
// oldest due first, as many as fit (a run bigger than what is left of the budget sends that much and
// queues the rest).
import "server-only";
import { db } from "@/lib/db";
import { continueWatchRun } from "@/lib/watches/continue-watch-run";
import { plannedRun, runWatch } from "@/lib/watches/run-watch";
import { kindOfWatch } from "@/lib/watches/watch-kinds";
import { REQUESTS_PER_TICK, takeWithinBudget } from "@/lib/watches/watch-schedule";
import { logger } from "@/lib/log/logger";

const log = logger("watches");

/** The requests a due watch's run sends (at least one: a watch that cannot be read is sent to runWatch, which says so). */
function requestsOf(
  w: {
    service: string;
    params: unknown;
    conditions: unknown;
    dateFrom: string;
    dateTo: string;
    runCount: number;
  },
  today: string,
): number {
  try {
    return Math.max(1, plannedRun(kindOfWatch(w.service, w.params), w, today).programs.length);
  } catch {
    return 1;
  }
}

export async function runDueWatches(now = new Date()): Promise<number> {
  let budget = REQUESTS_PER_TICK;
  const underway = await db.watch.findMany({
    where: { endedAt: null, runUnsent: { gt: 0 } },
    orderBy: { lastRunAt: "asc" },
    take: REQUESTS_PER_TICK,
    select: { id: true },
  });
  for (const { id } of underway) {
    if (budget < 1) return 0;
    try {
      budget -= await continueWatchRun(id, budget);
    } catch (error) {
      log.error(`the rest of run ${id} failed: ${(error as Error).message}`);
    }
  }
  if (budget < 1) return 0;
  const due = await db.watch.findMany({
    where: { endedAt: null, paused: false, nextRunAt: { lte: now } },
    orderBy: { nextRunAt: "asc" },
    take: budget, // each asks at least one request
    select: {
      id: true,
      service: true,
      params: true,
      conditions: true,
      dateFrom: true,
      dateTo: true,
      runCount: true,
    },
  });
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  // A run counts for what it sends this tick: all of it, or what is left of the budget.
  for (const { id, requests } of takeWithinBudget(
    due.map((w) => ({ id: w.id, requests: Math.min(requestsOf(w, today), budget) })),
    budget,
  )) {
    try {
      if ((await runWatch(id, now, requests)) === "sent") sent++;
    } catch (error) {
      log.error(`run of ${id} failed: ${(error as Error).message}`);
    }
  }
  return sent;
}
