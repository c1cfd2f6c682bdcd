// Read a watch run's results once every request is sent and has answered (or after GIVE_UP), compare with what
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
import { journeyCovered } from "@/lib/watches/match-journeys";
import { kindOfWatch } from "@/lib/watches/watch-kinds";
import { foundSchema, presentSchema } from "@/lib/watches/list-watches";
import { watchNotice } from "@/lib/watches/watch-notice";

const GIVE_UP_MS = 20 * 60_000;

/** `requeue: false` (the worker's listener, on a request's answer): a run still waiting for a program
 *  is left to the job already queued for it instead of queueing another. */
export async function evaluateWatchRun(
  watchId: string,
  searchId: string,
  now = new Date(),
  { requeue = true } = {},
): Promise<"waiting" | "done" | "stale"> {
  const watch = await db.watch.findUnique({
    where: { id: watchId },
    select: {
      userId: true,
      service: true,
      params: true,
      summary: true,
      conditions: true,
      dateFrom: true,
      dateTo: true,
      present: true,
      found: true,
      runSearchId: true,
      runUnsent: true,
    },
  });
  if (!watch || watch.runSearchId !== searchId) return "stale";
  const search = await db.awardSearch.findFirst({
    where: { id: searchId, userId: watch.userId },
    select: {
      createdAt: true,
      params: true,
      requests: {
        where: { active: true },
        select: { id: true, providerCode: true, state: true, params: true },
      },
    },
  });
  if (!search) {
    await db.watch.updateMany({ where: { id: watchId, runSearchId: searchId }, data: { runSearchId: null } });
    return "stale";
  }
  // Requests still queued on the watch (a big run goes out over several minutes) count as pending.
  if (
    (watch.runUnsent > 0 || search.requests.some((r) => isPendingState(r.state))) &&
    now.getTime() - search.createdAt.getTime() < GIVE_UP_MS
  ) {
    if (requeue) await enqueueJob("evaluateWatchRun", { watchId, searchId }, { startAfterSeconds: 30 });
    return "waiting";
  }
  const kind = kindOfWatch(watch.service, watch.params);
  const conditions = kind.conditions.parse(watch.conditions);
  const window = { from: watch.dateFrom, to: watch.dateTo };
  const answered = new Set(search.requests.filter((r) => hasResults(r.state)).map((r) => r.providerCode));
  const parsed = kind.params.safeParse(search.params);
  if (!parsed.success) {
    // Not a search this code wrote: nothing to compare, the run is let go (the next one is sent anew).
    await db.watch.updateMany({
      where: { id: watchId, runSearchId: searchId },
      data: { runSearchId: null, runQueue: [], runUnsent: 0 },
    });
    return "stale";
  }
  // Each request's own params (a leg and day of a journey, a check-in day of a flexible hotel search).
  const own = new Map(
    search.requests.map((r) => [
      r.id,
      r.params === null ? parsed.data : (kind.params.safeParse(r.params).data ?? parsed.data),
    ]),
  );
  // The days each program was asked (and answered), beyond them the days its price calendar gave.
  const lookedAt = new Set(
    search.requests
      .filter((r) => hasResults(r.state))
      .map((r) => `${r.providerCode}|${kind.searchedDay(own.get(r.id))}`),
  );
  const docs = await readAwardResults(
    searchId,
    search.requests.map((r) => r.id),
  );
  // The programs' names for the notice's words (a code is not what a traveller knows them by).
  const names = Object.fromEntries(
    (
      await db.providerCatalog.findMany({
        where: { service: watch.service, code: { in: kind.programsOf(parsed.data) } },
        select: { code: true, name: true },
      })
    ).map((r) => [r.code, r.name]),
  );
  const matches: Match[] = [];
  if (kind.matchRun) {
    const legOf = (id: string) => (own.get(id) as { leg?: number } | undefined)?.leg ?? 0;
    matches.push(
      ...kind.matchRun(
        docs.map((d) => ({ kind: d.kind, items: d.items, leg: legOf(d.awardRequestId) })),
        conditions,
        parsed.data,
        names,
      ),
    );
  }
  for (const doc of kind.matchRun ? [] : docs) {
    const found = kind.match(doc, conditions, window, parsed.data);
    matches.push(...found.matches);
    for (const d of found.days) lookedAt.add(d);
  }
  const current = dedupeMatches(matches);
  const previous = presentSchema.safeParse(watch.present).data ?? [];
  const fresh = newAvailability(previous, current);
  // Tell first, remember after: a crash in between tells nothing twice (the notice is keyed on the run).
  if (fresh.length)
    await createNotification(
      watch.userId,
      {
        kind: "watch-found",
        ...watchNotice(watch.summary, fresh, watch.service, names),
        link: "/watches",
        dedupeKey: `watch:${watchId}:${searchId}`,
      },
      now,
    );
  const present = nextPresent(
    previous,
    current,
    kind.matchRun ? journeyCovered(answered) : (program, date) => lookedAt.has(`${program}|${date}`),
  );
  const keep = new Set(present);
  const found = dedupeMatches([
    ...(foundSchema.safeParse(watch.found).data ?? []).filter((m) => keep.has(m.key)),
    ...current,
  ]).slice(0, 50);
  await db.watch.updateMany({
    where: { id: watchId, runSearchId: searchId },
    data: {
      present,
      found: found as unknown as Prisma.InputJsonValue,
      runSearchId: null,
      runQueue: [],
      runUnsent: 0,
      ...(fresh.length ? { lastNoticeAt: now } : {}),
    },
  });
  await deleteAwardSearch(watch.userId, kind.service, searchId);
  return "done";
}
