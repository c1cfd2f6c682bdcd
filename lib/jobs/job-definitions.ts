// Every background job: its payload schema, retry policy, optional schedule, and handler.
// Handlers must be safe to run twice (pg-boss delivers at least once).
import "server-only";
import { z } from "zod";
import { pollAwardRequest } from "@/lib/award-search/poll-award-request";
import { sweepAwardRequests } from "@/lib/award-search/sweep-award-requests";
import { sweepInbox } from "@/lib/callbacks/sweep-inbox";
import { refreshFlightProviders } from "@/lib/providers/refresh-flight-providers";
import { refreshHotelProviders } from "@/lib/hotels/refresh-hotel-providers";
import { refreshAllCardListings } from "@/lib/cards/refresh-all-card-listings";
import { pollAccountCheck } from "@/lib/loyalty-accounts/poll-account-check";
import { refreshLoyaltyProviders } from "@/lib/loyalty-accounts/provider-definitions";
import { refreshAllAccounts } from "@/lib/loyalty-accounts/refresh-all-accounts";
import { sweepLateChecks } from "@/lib/loyalty-accounts/sweep-late-checks";
import { pollEmailParse, sweepEmailParses } from "@/lib/inbox/email-parse-policy";

export interface JobDefinition<T extends z.ZodType = z.ZodType> {
  name: string;
  payload: T;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Cron (UTC) for periodic jobs. */
  cron?: string;
  handle(data: z.infer<T>): Promise<unknown>;
}

function define<T extends z.ZodType>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}

export const JOBS = {
  refreshFlightProviders: define({
    name: "refresh-flight-providers",
    payload: z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "17 */4 * * *", // every four hours: the spec says the list changes over time
    handle: () => refreshFlightProviders(),
  }),
  // Hotel programs (spec 1 B1): same cadence as flights; the hotels page also fills an empty cache.
  refreshHotelProviders: define({
    name: "refresh-hotel-providers",
    payload: z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "19 */4 * * *",
    handle: () => refreshHotelProviders(),
  }),
  refreshCardListing: define({
    name: "refresh-card-listing",
    payload: z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") }),
    retryLimit: 3,
    retryDelaySeconds: 60,
    cron: "41 5 * * *", // daily; conditional (If-None-Match), so an unchanged listing costs a 304
    handle: () => refreshAllCardListings(),
  }),
  // Polling fallback for award searches (flights, hotels): getResults when a callback is late.
  // Bounded inside the handler (MAX_POLLS, GIVE_UP_AFTER_SECONDS in lib/award-search/search-settings.ts).
  pollAwardRequest: define({
    name: "poll-award-request",
    payload: z.object({ awardRequestId: z.string().min(1) }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    handle: (data) => pollAwardRequest(data.awardRequestId),
  }),
  // Safety net: schedules polls that were never queued (queue down at send time, lost jobs).
  sweepAwardRequests: define({
    name: "sweep-award-requests",
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
    handle: () => sweepAwardRequests(),
  }),
  // Loyalty (spec 2 part A): program list, scheduled low-priority package refresh, polling fallback.
  refreshLoyaltyProviders: define({
    name: "refresh-loyalty-providers",
    payload: z.object({ reason: z.enum(["schedule", "startup", "user"]).default("schedule") }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    cron: "23 */6 * * *", // the list changes rarely; definitions are fetched on demand and cached a day
    handle: () => refreshLoyaltyProviders(),
  }),
  refreshLoyaltyAccounts: define({
    name: "refresh-loyalty-accounts",
    payload: z.object({}).default({}),
    retryLimit: 1,
    retryDelaySeconds: 300,
    cron: "11 4 * * *", // daily, low priority, in packages; accounts with a check in flight are skipped
    handle: () => refreshAllAccounts(),
  }),
  pollLoyaltyCheck: define({
    name: "poll-loyalty-check",
    payload: z.object({ serviceRequestId: z.string().min(1), attempt: z.number().int().min(1).default(1) }),
    retryLimit: 2,
    retryDelaySeconds: 10,
    handle: (data) => pollAccountCheck(data.serviceRequestId, data.attempt),
  }),
  sweepLoyaltyChecks: define({
    name: "sweep-loyalty-checks",
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "*/5 * * * *",
    handle: () => sweepLateChecks(),
  }),
  // Email parsing (spec 3): polling fallback for late callbacks and reviews, give-up after the
  // service forgets an email (404), re-sends of emails the service could not be reached for.
  pollEmailParse: define({
    name: "poll-email-parse",
    payload: z.object({ requestId: z.string().min(1) }),
    retryLimit: 2,
    retryDelaySeconds: 10,
    handle: (data) => pollEmailParse(data.requestId),
  }),
  sweepEmailParses: define({
    name: "sweep-email-parses",
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
    handle: () => sweepEmailParses(),
  }),
  // Callback inbox safety net: deliveries accepted but not normalized (app stopped after the 200).
  sweepCallbackInbox: define({
    name: "sweep-callback-inbox",
    payload: z.object({}).default({}),
    retryLimit: 0,
    retryDelaySeconds: 60,
    cron: "* * * * *",
    handle: () => sweepInbox(),
  }),
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
