// Pause, resume, edit or delete one watch of the user (another user's id changes nothing: 404).
import "server-only";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import type { WatchInput } from "@/lib/watches/watch-conditions";
import { nextRunAt } from "@/lib/watches/watch-schedule";

export async function setWatchPaused(userId: string, id: string, paused: boolean, now = new Date()): Promise<void> {
  const { count } = await db.watch.updateMany({ where: { id, userId, endedAt: null }, data: { paused, ...(paused ? {} : { nextRunAt: nextRunAt(id, now) }) } });
  if (!count) throw notFound("No such watch (or it has ended)");
}

/** New conditions: what it remembers is kept, so an edit does not announce again what was told. */
export async function editWatch(userId: string, id: string, input: WatchInput): Promise<void> {
  const watch = await db.watch.findFirst({ where: { id, userId }, select: { params: true } });
  if (!watch) throw notFound("No such watch");
  const searched = (watch.params as { programs?: string[] }).programs ?? [];
  const unknown = input.programs.filter((p) => !searched.includes(p));
  if (unknown.length) throw badRequest("Watch only programs the search asked", { programs: `Not in this search: ${unknown.join(", ")}` });
  const { dateFrom, dateTo, ...conditions } = input;
  await db.watch.updateMany({ where: { id, userId }, data: { conditions, dateFrom, dateTo, endedAt: null } });
}

export async function deleteWatch(userId: string, id: string): Promise<void> {
  const { count } = await db.watch.deleteMany({ where: { id, userId } });
  if (!count) throw notFound("No such watch");
}
