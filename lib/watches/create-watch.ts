// Watch a flight search the user ran: its route, cabins and programs, with the conditions of the form.
// At most MAX_WATCHES_PER_USER running watches a user; the first run is at the watch's own phase.
import "server-only";
import { db } from "@/lib/db";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { badRequest, notFound } from "@/lib/http/errors";
import type { WatchInput } from "@/lib/watches/watch-conditions";
import { MAX_WATCHES_PER_USER } from "@/lib/watches/watch-limits";
import { nextRunAt } from "@/lib/watches/watch-schedule";

export async function createWatch(userId: string, searchId: string, input: WatchInput, now = new Date()): Promise<string> {
  const search = await db.awardSearch.findFirst({ where: { id: searchId, userId, service: "flights" }, select: { params: true } });
  if (!search) throw notFound("No such flight search");
  const params = storedFlightParamsSchema.parse(search.params);
  const unknown = input.programs.filter((p) => !params.programs.includes(p));
  if (unknown.length) throw badRequest("Watch only programs the search asked", { programs: `Not in this search: ${unknown.join(", ")}` });
  if (input.dateTo < now.toISOString().slice(0, 10)) throw badRequest("The window has passed", { dateTo: "Pick days still ahead" });
  const running = await db.watch.count({ where: { userId, endedAt: null } });
  if (running >= MAX_WATCHES_PER_USER) throw badRequest(`You have ${MAX_WATCHES_PER_USER} watches running, the most there can be. Delete one first.`);
  const { dateFrom, dateTo, ...conditions } = input;
  const id = crypto.randomUUID().replaceAll("-", "");
  await db.watch.create({
    data: {
      id,
      userId,
      service: "flights",
      params,
      summary: `${params.from} → ${params.to}`,
      conditions,
      dateFrom,
      dateTo,
      nextRunAt: nextRunAt(id, now),
    },
    select: { id: true },
  });
  return id;
}
