// Pause, resume, edit or delete one watch of the user (another user's id changes nothing: 404).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { conditionsFor } from "@/lib/watches/create-watch";
import type { AnyWatchInput } from "@/lib/watches/watch-conditions";
import { kindOfWatch } from "@/lib/watches/watch-kinds";
import { nextRunAt } from "@/lib/watches/watch-schedule";

export async function setWatchPaused(
  userId: string,
  id: string,
  paused: boolean,
  now = new Date(),
): Promise<void> {
  const { count } = await db.watch.updateMany({
    where: { id, userId, endedAt: null },
    data: { paused, ...(paused ? {} : { nextRunAt: nextRunAt(id, now) }) },
  });
  if (!count) throw notFound("No such watch (or it has ended)");
}

/** New conditions: what it remembers is kept, so an edit does not announce again what was told. */
export async function editWatch(userId: string, id: string, input: AnyWatchInput): Promise<void> {
  const watch = await db.watch.findFirst({ where: { id, userId }, select: { service: true, params: true } });
  if (!watch) throw notFound("No such watch");
  const kind = kindOfWatch(watch.service, watch.params);
  const params = kind.params.parse(watch.params);
  const chosen = conditionsFor(watch.service, input, kind.programsOf(params));
  const { from: dateFrom, to: dateTo } = kind.windowOf?.(params) ?? {
    from: chosen.dateFrom,
    to: chosen.dateTo,
  };
  const conditions = chosen.conditions;
  await db.watch.updateMany({ where: { id, userId }, data: { conditions, dateFrom, dateTo, endedAt: null } });
}

export async function deleteWatch(userId: string, id: string): Promise<void> {
  const { count } = await db.watch.deleteMany({ where: { id, userId } });
  if (!count) throw notFound("No such watch");
}
