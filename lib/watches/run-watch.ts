// One background run of a watch: the watched search sent again through the same award-search path as
// a user's search (lib/award-search: tracker, callbacks, polling fallback), at the services' low
// priority, for one day of the window; evaluate-watch-run.ts reads its results once they are in.
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { watchConditionsSchema } from "@/lib/watches/watch-conditions";
import { nextRunAt, runDate, WATCH_PRIORITY } from "@/lib/watches/watch-schedule";

/** A run whose results never came (the worker died between send and evaluation) is let go after this. */
const STUCK_MS = 30 * 60_000;
export const EVALUATE_AFTER_SECONDS = 45;

export type RunOutcome = "sent" | "ended" | "busy" | "gone";

export async function runWatch(watchId: string, now = new Date()): Promise<RunOutcome> {
  const watch = await db.watch.findUnique({ where: { id: watchId }, select: { userId: true, params: true, conditions: true, dateFrom: true, dateTo: true, runCount: true, endedAt: true } });
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
  const params = storedFlightParamsSchema.parse(watch.params);
  const conditions = watchConditionsSchema.parse(watch.conditions);
  const programs = params.programs.filter((p) => conditions.programs.includes(p));
  const date = runDate({ from: watch.dateFrom, to: watch.dateTo }, watch.runCount, today);
  const searchId = await createAwardSearch(flightAwardService, {
    userId: watch.userId,
    params: { ...params, date, programs, calendarPrograms: params.calendarPrograms.filter((p) => programs.includes(p)), accountPrograms: params.accountPrograms.filter((p) => programs.includes(p)) },
    summary: `Watch: ${params.from} → ${params.to} · ${date}`,
    // Programs that sign in use the account the user linked for them (the one credential store).
    programs: programs.map((code) => ({ providerCode: code, account: { useAccount: params.accountPrograms.includes(code) } })),
    priority: WATCH_PRIORITY,
  });
  await db.watch.update({ where: { id: watchId }, data: { runSearchId: searchId }, select: { id: true } });
  await enqueueJob("evaluateWatchRun", { watchId, searchId }, { startAfterSeconds: EVALUATE_AFTER_SECONDS });
  return "sent";
}
