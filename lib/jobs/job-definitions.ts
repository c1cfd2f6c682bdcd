// Every background job's contract: name, payload schema, retry policy, optional schedule. No
// handlers here (they are in job-handlers.ts, loaded only by the worker), so enqueueing a job
// imports nothing but this file and zod — no import circle through the code the jobs run.
import { z } from "zod";

export interface JobDefinition<T extends z.ZodType = z.ZodType> {
  name: string;
  payload: T;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron (UTC) for periodic jobs. */
  cron?: string;
  /** pg-boss queue policy. "short": at most one job per singletonKey waiting to run (a duplicate
   *  send is dropped). The default "standard" ignores singletonKey unless singletonSeconds is given. */
  policy?: "standard" | "short";
  /** Jobs of this queue one worker runs at once (default 1). Short I/O-bound jobs (a poll is one HTTP
   *  call and a few statements) take more; long ones (a business sync) stay at 1. */
  concurrency?: number;
}

function define<T extends z.ZodType>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}

const reason = z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") });
const none = z.object({}).default({});

export const JOBS = {
  refreshFlightProviders: define({
    name: "refresh-flight-providers",
    payload: reason,
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "17 */4 * * *", // every four hours: the spec says the list changes over time
  }),
  // Hotel programs (spec 1 B1): same cadence as flights; the hotels page also fills an empty cache.
  refreshHotelProviders: define({
    name: "refresh-hotel-providers",
    payload: reason,
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "19 */4 * * *",
  }),
  refreshCardListing: define({
    name: "refresh-card-listing",
    payload: reason,
    retryLimit: 3,
    retryDelaySeconds: 60,
    cron: "41 5 * * *", // daily; conditional (If-None-Match), so an unchanged listing costs a 304
  }),
  // Loyalty (spec 2 part A): program list and the scheduled low-priority package refresh.
  refreshLoyaltyProviders: define({
    name: "refresh-loyalty-providers",
    payload: reason,
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "23 */6 * * *", // the list changes rarely; definitions are fetched on demand and cached a day
  }),
  refreshLoyaltyAccounts: define({
    name: "refresh-loyalty-accounts",
    payload: none,
    retryLimit: 1,
    retryDelaySeconds: 300,
    cron: "11 4 * * *", // daily, low priority, in packages; accounts with a check in flight are skipped
  }),
  // The one polling fallback for every service (lib/service-requests): getResults when a callback
  // is late, then again after the service policy's backoff until final or given up.
  pollServiceRequest: define({
    name: "poll-service-request",
    payload: z.object({ serviceRequestId: z.string().min(1) }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    policy: "short", // one waiting poll per request, however many times the sweep re-queues it
    concurrency: 8,
  }),
  // Safety net: re-queues polls that are overdue (queue down at send time, lost jobs), sends the
  // due re-sends of requests the service could not be reached for (lib/service-requests/resend-due.ts)
  // and re-sends or closes requests recorded but never sent (the app stopped while sending).
  sweepServiceRequests: define({
    name: "sweep-service-requests",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
  }),
  // Callback inbox safety net: deliveries accepted but not normalized (app stopped after the 200).
  sweepCallbackInbox: define({
    name: "sweep-callback-inbox",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
  }),
  // Business export (spec 2 part B): every few hours, and on demand. One run per connection at a time
  // (start-sync.ts); a run paused by the rate limit queues itself again for later.
  syncAllBusinesses: define({
    name: "sync-all-businesses",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "37 */4 * * *",
  }),
  syncBusiness: define({
    name: "sync-business",
    payload: z.object({ runId: z.string().min(1) }),
    retryLimit: 1,
    retryDelaySeconds: 30,
  }),
  // A sync whose process died (its advisory lock is free while it says "running") is queued again:
  // every minute, and once when a worker starts (lib/business/recover-interrupted-syncs.ts).
  recoverBusinessSyncs: define({
    name: "recover-business-syncs",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
  }),
  // Notices (issue 37): the outbox sender every minute and when a notice is queued (singleton per
  // wake-up time); daily digests and the account alerts (expiring points, balance changes) hourly.
  sendOutboxEmails: define({
    name: "send-outbox-emails",
    payload: none,
    retryLimit: 2,
    retryDelaySeconds: 30,
    cron: "* * * * *",
    policy: "short",
  }),
  sendDailyDigests: define({
    name: "send-daily-digests",
    payload: none,
    retryLimit: 1,
    retryDelaySeconds: 300,
    cron: "7 * * * *",
  }),
  scanAccountAlerts: define({
    name: "scan-account-alerts",
    payload: none,
    retryLimit: 1,
    retryDelaySeconds: 300,
    cron: "29 * * * *",
  }),
  // Trip changes: the users a trigger on "Itinerary" marked since the last minute (notice-trip-changes.ts).
  noticeTripChanges: define({
    name: "notice-trip-changes",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
    policy: "short",
  }),
  // Watches (issue 37): the scheduler every minute (due watches up to a budget of requests a tick),
  // Run now, and reading a run's results once the programs answered (re-queues itself meanwhile).
  runDueWatches: define({
    name: "run-due-watches",
    payload: none,
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
  }),
  runWatch: define({
    name: "run-watch",
    payload: z.object({ watchId: z.string().min(1) }),
    retryLimit: 1,
    retryDelaySeconds: 60,
    policy: "short",
  }),
  evaluateWatchRun: define({
    name: "evaluate-watch-run",
    payload: z.object({ watchId: z.string().min(1), searchId: z.string().min(1) }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    concurrency: 4,
  }),
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]["payload"]>;

/** Queues of jobs that no longer exist: the worker removes their schedules and waiting jobs at start
 *  (email parse polling moved onto pollServiceRequest / sweepServiceRequests, issue 11). */
export const RETIRED_JOBS = ["poll-email-parse", "sweep-email-parses"] as const;
