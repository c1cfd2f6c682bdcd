// Queue a sync of the user's business (on demand, after connecting, or from the schedule). One run at a
// time per connection: while one is queued or running, its id is returned instead of a second one.
import "server-only";
import { db } from "@/lib/db";
import { enqueueJob } from "@/lib/jobs/enqueue-job";

const STALE_MS = 15 * 60_000; // a run "running" longer than this died with its worker

export async function startSync(userId: string, reason: "user" | "connect" | "schedule" | "invite") {
  const connection = await db.businessConnection.findUnique({ where: { userId }, select: { id: true } });
  if (!connection) return null;
  const active = await db.businessSyncRun.findFirst({
    where: { connectionId: connection.id, userId, status: { in: ["queued", "running", "waiting"] }, startedAt: { gt: new Date(Date.now() - STALE_MS) } },
    select: { id: true },
  });
  if (active) return { runId: active.id };
  const run = await db.businessSyncRun.create({ data: { userId, connectionId: connection.id, reason, status: "queued" }, select: { id: true } });
  await enqueueJob("syncBusiness", { runId: run.id }, { singletonKey: `business-sync:${connection.id}` });
  return { runId: run.id };
}
