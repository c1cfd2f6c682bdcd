// Run now: the owner's running watch is queued for the worker (one waiting run per watch).
import "server-only";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

export async function queueWatchRun(userId: string, id: string): Promise<{ queued: boolean }> {
  const watch = await db.watch.findFirst({ where: { id, userId, endedAt: null }, select: { id: true } });
  if (!watch) throw notFound("No such watch (or it has ended)");
  return { queued: (await enqueueJob("runWatch", { watchId: id }, { singletonKey: id })) !== null };
}
