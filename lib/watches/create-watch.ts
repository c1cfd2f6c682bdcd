// Watch a search the user ran (a flight, journey or hotel search, watch-kinds.ts): its params and programs,
// with the conditions of the form. At most MAX_WATCHES_PER_USER running watches a user; the first run
// is at the watch's own phase.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { type AnyWatchInput, isHotelInput } from "@/lib/watches/watch-conditions";
import { isWatchedService, kindOfWatch } from "@/lib/watches/watch-kinds";
import { MAX_WATCHES_PER_USER } from "@/lib/watches/watch-limits";
import { nextRunAt } from "@/lib/watches/watch-schedule";

/** The input's conditions as the watch stores them, refused when they are another kind's. */
export function conditionsFor(service: string, input: AnyWatchInput, searched: string[]) {
  if (isHotelInput(input) !== (service === "hotels"))
    throw badRequest(
      service === "hotels"
        ? "This is a hotel search: give Max points per night"
        : "This is a flight search: give Max miles per person",
    );
  const unknown = input.programs.filter((p) => !searched.includes(p));
  if (unknown.length)
    throw badRequest("Watch only programs the search asked", {
      programs: `Not in this search: ${unknown.join(", ")}`,
    });
  if (isHotelInput(input)) {
    const { dateFrom, dateTo, kind: _kind, ...conditions } = input;
    return { dateFrom, dateTo, conditions };
  }
  const { dateFrom, dateTo, ...conditions } = input;
  return { dateFrom, dateTo, conditions };
}

export async function createWatch(
  userId: string,
  searchId: string,
  input: AnyWatchInput,
  now = new Date(),
): Promise<string> {
  const search = await db.awardSearch.findFirst({
    where: { id: searchId, userId },
    select: { service: true, params: true },
  });
  if (!search || !isWatchedService(search.service)) throw notFound("No such search");
  const kind = kindOfWatch(search.service, search.params);
  const params = kind.params.parse(search.params);
  const chosen = conditionsFor(search.service, input, kind.programsOf(params));
  // A journey's window is its own (the first leg's days), whatever the form sent.
  const { from: dateFrom, to: dateTo } = kind.windowOf?.(params) ?? {
    from: chosen.dateFrom,
    to: chosen.dateTo,
  };
  const conditions = chosen.conditions;
  if (dateTo < now.toISOString().slice(0, 10))
    throw badRequest("The window has passed", { dateTo: "Pick days still ahead" });
  const running = await db.watch.count({ where: { userId, endedAt: null } });
  if (running >= MAX_WATCHES_PER_USER)
    throw badRequest(
      `You have ${MAX_WATCHES_PER_USER} watches running, the most there can be. Delete one first.`,
    );
  const id = crypto.randomUUID().replaceAll("-", "");
  await db.watch.create({
    data: {
      id,
      userId,
      service: search.service,
      params: params as object,
      summary: kind.summaryOf(params),
      conditions,
      dateFrom,
      dateTo,
      nextRunAt: nextRunAt(id, now),
    },
    select: { id: true },
  });
  return id;
}
