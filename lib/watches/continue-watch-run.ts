// The rest of a watch run: a run of more requests than the scheduler lets go in a minute (a journey
// of up to 60, a flexible hotel search of up to 21) sent its first requests and queued the others on
// the watch (run-watch.ts); each minute the scheduler sends the next ones into the same search,
// within its budget. The requests are sent before the queue shrinks, so an evaluation never sees a
// run that looks complete while some of its requests are not in it yet.
import "server-only";
import { z } from "zod";
import { sendProgramRequest } from "@/lib/award-search/send-program-request";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { kindOfWatch } from "@/lib/watches/watch-kinds";
import { WATCH_PRIORITY } from "@/lib/watches/watch-schedule";

const queuedSchema = z.array(
  z.object({ providerCode: z.string(), account: z.object({ useAccount: z.boolean() }), params: z.unknown() }),
);

/** Sends up to `budget` of the watch's queued requests; how many it sent. */
export async function continueWatchRun(watchId: string, budget: number): Promise<number> {
  const watch = await db.watch.findUnique({
    where: { id: watchId },
    select: { userId: true, service: true, params: true, runSearchId: true, runQueue: true, runUnsent: true },
  });
  if (!watch?.runSearchId || watch.runSearchId === "sending" || watch.runUnsent === 0 || budget < 1) return 0;
  const queue = queuedSchema.safeParse(watch.runQueue).data ?? [];
  const now = queue.slice(0, budget);
  const rest = queue.slice(budget);
  const kind = kindOfWatch(watch.service, watch.params);
  const searchId = watch.runSearchId;
  await Promise.all(
    now.map((r) =>
      sendProgramRequest(kind.adapter, {
        userId: watch.userId,
        searchId,
        providerCode: r.providerCode,
        params: r.params,
        ownParams: true,
        account: r.account,
        priority: WATCH_PRIORITY,
      }),
    ),
  );
  await db.watch.updateMany({
    where: { id: watchId, runSearchId: searchId, runUnsent: watch.runUnsent },
    data: { runQueue: rest as unknown as Prisma.InputJsonValue, runUnsent: rest.length },
  });
  return now.length;
}
