// Cron safety net for the polling fallback: finds active requests still pending after the grace
// period whose poll job was lost (queue down when sent, worker crash) and schedules one.
// The singletonKey per request and minute keeps repeated sweeps from piling up jobs.
import "server-only";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

export async function sweepAwardRequests(): Promise<{ scheduled: number }> {
  const cutoff = new Date(Date.now() - env().CALLBACK_GRACE_SECONDS * 1000);
  const rows = await db.awardRequest.findMany({
    where: { active: true, requestId: { not: "" }, sentAt: { lt: cutoff }, updatedAt: { gt: new Date(Date.now() - 2 * 3600_000) } },
    select: { id: true, state: true, parts: true },
    take: 500,
  });
  const pending = rows.filter((r) => isPending(r.state, readParts(r.parts)));
  const minute = Math.floor(Date.now() / 60_000);
  for (const r of pending) await enqueueJob("pollAwardRequest", { awardRequestId: r.id }, { singletonKey: `sweep:${r.id}:${minute}` });
  return { scheduled: pending.length };
}
