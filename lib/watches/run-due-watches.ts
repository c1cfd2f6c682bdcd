// The watch scheduler (worker job runDueWatches, every TICK_MINUTES): the due watches, oldest due
// first, at most PER_TICK a tick — so the services see a bounded, even rate however many are due.
import "server-only";
import { db } from "@/lib/db";
import { runWatch } from "@/lib/watches/run-watch";
import { PER_TICK } from "@/lib/watches/watch-schedule";

export async function runDueWatches(now = new Date()): Promise<number> {
  const due = await db.watch.findMany({
    where: { endedAt: null, paused: false, nextRunAt: { lte: now } },
    orderBy: { nextRunAt: "asc" },
    take: PER_TICK,
    select: { id: true },
  });
  let sent = 0;
  for (const { id } of due) {
    try {
      if ((await runWatch(id, now)) === "sent") sent++;
    } catch (error) {
      console.error(`[watches] run of ${id} failed:`, (error as Error).message);
    }
  }
  return sent;
}
