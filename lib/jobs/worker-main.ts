// The worker process: registers every job, schedules periodic ones, works the queue until stopped.
// Run with `npm run worker` (the launcher starts it). Scale out by starting more of these.
import { getBoss } from "@/lib/jobs/boss";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { ensureQueue, retireQueue } from "@/lib/jobs/ensure-queue";
import { JOBS, type JobName, RETIRED_JOBS } from "@/lib/jobs/job-definitions";
import { JOB_HANDLERS } from "@/lib/jobs/job-handlers";
import { workQueue } from "@/lib/jobs/work-queue";
import { seedDemoData } from "@/lib/demo/seed-demo-data";
import { sealPlainAnswers } from "@/lib/loyalty-accounts/seal-plain-answers";
import { env } from "@/lib/env";
import { listenForWatchRuns } from "@/lib/watches/watch-run-listener";
import { logger } from "@/lib/log/logger";

const log = logger("worker");

async function main() {
  const boss = await getBoss({ worker: true });
  for (const [name, def] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
    const handle = JOB_HANDLERS[name] as (data: unknown) => Promise<unknown>;
    await ensureQueue(boss, def);
    await workQueue(boss, def, handle);
    if (def.cron) await boss.schedule(def.name, def.cron, {}, { retryLimit: def.retryLimit });
  }
  // A database from before a job was retired still has its schedule (cron jobs nobody works) and queue.
  for (const name of RETIRED_JOBS) {
    await retireQueue(boss, name);
  }
  // Security answers stored in plain text by an earlier version are sealed now (counted, never shown).
  const sealed = await sealPlainAnswers();
  if (sealed) log.info(`sealed the security answers of ${sealed} account(s)`);
  // Fill the catalog right away on a fresh start instead of waiting for the first cron tick.
  await enqueueJob("refreshFlightProviders", { reason: "startup" }, { singletonKey: "startup" });
  await enqueueJob("refreshHotelProviders", { reason: "startup" }, { singletonKey: "startup" });
  await enqueueJob("refreshCardListing", { reason: "startup" }, { singletonKey: "startup" });
  await enqueueJob("refreshLoyaltyProviders", { reason: "startup" }, { singletonKey: "startup" });
  // Deliveries accepted before a stop but never normalized (the sweep leaves fresh ones to the app).
  await enqueueJob("sweepCallbackInbox", {}, { singletonKey: "startup" });
  // Business syncs a killed worker left "running" resume now, not at the next minute.
  await enqueueJob("recoverBusinessSyncs", {}, { singletonKey: "startup" });
  // A watch's run is evaluated the moment its answer is stored (the queued job stays the fallback).
  const watchRuns = await listenForWatchRuns((line) => log.error(line));
  log.info(
    `ready: ${Object.values(JOBS)
      .map((j) => j.name)
      .join(", ")}`,
  );
  // First-run demo content, in the background: nothing waits for it; each step runs once.
  if (env().DEMO_SEED === "on")
    void seedDemoData().catch((error: Error) => logger("demo").error(`seeding failed: ${error.message}`));

  const stop = async () => {
    await watchRuns.close();
    await boss.stop({ graceful: true, timeout: 5000 });
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  log.fatal({ err: error }, "failed to start");
  process.exit(1);
});
