// Read a watch run's results once every program has answered (or after GIVE_UP), compare with what
// the watch remembered, tell the user of what is new (one notice per run, keyed on the run), then
// remember and drop the run's search (it is the watch's, not a search the user made).
// Safe to run twice: the notice's key is the run, and the run's search is gone after the first.
import "server-only";
import { readAwardResults } from "@/lib/award-search/award-results";
import { deleteAwardSearch } from "@/lib/award-search/delete-award-search";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { createNotification } from "@/lib/notifications/create-notification";
import { hasResults, isPendingState } from "@/lib/service-requests/service-states";
import { dedupeMatches, type Match, newAvailability, nextPresent } from "@/lib/watches/match-availability";
import { watchKindOf } from "@/lib/watches/watch-kinds";
import { foundSchema, presentSchema } from "@/lib/watches/list-watches";
import { watchNotice } from "@/lib/watches/watch-notice";

const GIVE_UP_MS = 20 * 60_000;

/** `requeue: false` (the worker's listener, on a request's answer): a run still waiting for a program
 *  is left to the job already queued for it instead of queueing another. */
export async function evaluateWatchRun(watchId: string, searchId: string, now = new Date(), { requeue = true } = {}): Promise<"waiting" | "done" | "stale"> {
  const watch = await db.watch.findUnique({ where: { id: watchId }, select: { userId: true, service: true, summary: true, conditions: true, dateFrom: true, dateTo: true, present: true, found: true, runSearchId: true } });
  if (!watch || watch.runSearchId !== searchId) return "stale";
  const search = await db.awardSearch.findFirst({ where: { id: searchId, userId: watch.userId }, select: { createdAt: true, params: true, requests: { where: { active: true }, select: { id: true, providerCode: true, state: true } } } });
  if (!search) {
    await db.watch.updateMany({ where: { id: watchId, runSearchId: searchId }, data: { runSearchId: null } });
    return "stale";
  }
  if (search.requests.some((r) => isPendingState(r.state)) && now.getTime() - search.createdAt.getTime() < GIVE_UP_MS) {
    if (requeue) await enqueueJob("evaluateWatchRun", { watchId, searchId }, { startAfterSeconds: 30 });
    return "waiting";
  }
  const kind = watchKindOf(watch.service);
  const conditions = kind.conditions.parse(watch.conditions);
  const window = { from: watch.dateFrom, to: watch.dateTo };
  const answered = new Set(search.requests.filter((r) => hasResults(r.state)).map((r) => r.providerCode));
  const parsed = kind.params.safeParse(search.params);
  const searched = parsed.success ? kind.searchedDay(parsed.data) : "";
  const calendarDays = new Set<string>();
  const matches: Match[] = [];
  for (const doc of await readAwardResults(searchId, search.requests.map((r) => r.id))) {
    const found = kind.match(doc, conditions, window);
    matches.push(...found.matches);
    for (const d of found.days) calendarDays.add(d);
  }
  const current = dedupeMatches(matches);
  const previous = presentSchema.safeParse(watch.present).data ?? [];
  const fresh = newAvailability(previous, current);
  // Tell first, remember after: a crash in between tells nothing twice (the notice is keyed on the run).
  if (fresh.length) await createNotification(watch.userId, { kind: "watch-found", ...watchNotice(watch.summary, fresh, watch.service), link: "/watches", dedupeKey: `watch:${watchId}:${searchId}` }, now);
  const present = nextPresent(previous, current, (program, date) => answered.has(program) && (date === searched || calendarDays.has(`${program}|${date}`)));
  const keep = new Set(present);
  const found = dedupeMatches([...(foundSchema.safeParse(watch.found).data ?? []).filter((m) => keep.has(m.key)), ...current]).slice(0, 50);
  await db.watch.updateMany({
    where: { id: watchId, runSearchId: searchId },
    data: { present, found: found as unknown as Prisma.InputJsonValue, runSearchId: null, ...(fresh.length ? { lastNoticeAt: now } : {}) },
  });
  await deleteAwardSearch(watch.userId, kind.service, searchId);
  return "done";
}
