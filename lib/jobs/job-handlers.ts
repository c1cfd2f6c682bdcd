// What each job runs. Loaded only by the worker (worker-main.ts): the definitions that enqueueing
// needs are in job-definitions.ts. Handlers must be safe to run twice (pg-boss delivers at least once).
import "server-only";
import { syncAllBusinesses } from "@/lib/business/sync-all-businesses";
import { recoverInterruptedSyncs } from "@/lib/business/recover-interrupted-syncs";
import { syncBusiness } from "@/lib/business/sync-business";
import { sweepInbox } from "@/lib/callbacks/sweep-inbox";
import { refreshAllCardListings } from "@/lib/cards/refresh-all-card-listings";
import { refreshHotelProviders } from "@/lib/hotels/refresh-hotel-providers";
import type { JobName, JobPayload } from "@/lib/jobs/job-definitions";
import { scanBalanceChanges, scanExpiringPoints } from "@/lib/notifications/scan-account-alerts";
import { runTripChecks } from "@/lib/notifications/notice-trip-changes";
import { scanEliteStatus } from "@/lib/notifications/scan-elite-status";
import { sendDailyDigests } from "@/lib/notifications/send-daily-digests";
import { sendDueEmails } from "@/lib/notifications/send-due-emails";
import { evaluateWatchRun } from "@/lib/watches/evaluate-watch-run";
import { runDueWatches } from "@/lib/watches/run-due-watches";
import { runWatch } from "@/lib/watches/run-watch";
import { refreshLoyaltyProviders } from "@/lib/loyalty-accounts/provider-definitions";
import { refreshAllAccounts } from "@/lib/loyalty-accounts/refresh-all-accounts";
import { refreshFlightProviders } from "@/lib/providers/refresh-flight-providers";
import { pollServiceRequest } from "@/lib/service-requests/poll-service-request";
import { sweepServiceRequests } from "@/lib/service-requests/sweep-service-requests";

export const JOB_HANDLERS: { [N in JobName]: (data: JobPayload<N>) => Promise<unknown> } = {
  refreshFlightProviders: () => refreshFlightProviders(),
  refreshHotelProviders: () => refreshHotelProviders(),
  refreshCardListing: () => refreshAllCardListings(),
  refreshLoyaltyProviders: () => refreshLoyaltyProviders(),
  refreshLoyaltyAccounts: () => refreshAllAccounts(),
  pollServiceRequest: (data) => pollServiceRequest(data.serviceRequestId),
  sweepServiceRequests: () => sweepServiceRequests(),
  sweepCallbackInbox: () => sweepInbox(),
  syncAllBusinesses: () => syncAllBusinesses(),
  syncBusiness: (data) => syncBusiness(data.runId),
  recoverBusinessSyncs: async () => ({ requeued: (await recoverInterruptedSyncs()).length }),
  sendOutboxEmails: () => sendDueEmails(),
  sendDailyDigests: async () => ({ queued: await sendDailyDigests() }),
  scanAccountAlerts: async () => ({
    expiring: await scanExpiringPoints(),
    balances: await scanBalanceChanges(),
    elite: await scanEliteStatus(),
  }),
  noticeTripChanges: () => runTripChecks(),
  runDueWatches: async () => ({ sent: await runDueWatches() }),
  runWatch: (data) => runWatch(data.watchId),
  evaluateWatchRun: (data) => evaluateWatchRun(data.watchId, data.searchId),
};
