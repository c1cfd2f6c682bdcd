// The watch scheduler (worker job runDueWatches, every TICK_MINUTES): the due watches, oldest due
// first, as many as fit REQUESTS_PER_TICK requests (one per watched program) — so the services see a
// bounded, even rate however many are due.
import "server-only";
import { db } from "@/lib/db";
import { runWatch } from "@/lib/watches/run-watch";
import { REQUESTS_PER_TICK, takeWithinBudget } from "@/lib/watches/watch-schedule";
import { logger } from "@/lib/log/logger";

const log = logger("watches");

const programCount = (conditions: unknown) => Math.max(1, (conditions as { programs?: unknown[] } | null)?.programs?.length ?? 1);

export async function runDueWatches(now = new Date()): Promise<number> {
  const due = await db.watch.findMany({
    where: { endedAt: null, paused: false, nextRunAt: { lte: now } },
    orderBy: { nextRunAt: "asc" },
    take: REQUESTS_PER_TICK, // each asks at least one request
    select: { id: true, conditions: true },
  });
  let sent = 0;
  for (const { id } of takeWithinBudget(due.map((w) => ({ id: w.id, requests: programCount(w.conditions) })))) {
    try {
      if ((await runWatch(id, now)) === "sent") sent++;
    } catch (error) {
      log.error(`run of ${id} failed: ${(error as Error).message}`);
    }
  }
  return sent;
}
