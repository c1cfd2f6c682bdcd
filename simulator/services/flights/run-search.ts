// One flight search from acceptance to final state: queue, scenario outcome,
// progress while running, results and callbacks (spec 1 A3, States, Events).
import type { Harness } from "../../harness/types";
import { accountOutcome, challengePrompt, type AccountOutcome } from "./account-outcome";
import { buildCalendar } from "./build-calendar";
import { buildRoutes, type RouteSearch } from "./build-routes";
import { createRng } from "../../harness/random";
import type { SearchRequest } from "./search-request";
import { progressFor, toResult, type SearchRecord, type SearchStore } from "./search-store";

export const FLIGHT_OUTCOMES = [
  "success",
  "warning",
  "provider-error",
  "unknown-failure",
  "wrong-password",
  "question",
  "timeout",
  "slow",
  "http-500",
  "http-503",
] as const;
export type FlightOutcome = (typeof FLIGHT_OUTCOMES)[number];

/** Queue wait before the "timeout" scenario fires when the request has no `timeout` of its own. */
export const HELD_TIMEOUT_SECONDS = 60;
const SLOW_WORK_MS = 20_000;

const MESSAGES = {
  success: "Success",
  noRoutes: "No award availability found for this date",
  warning: "Some partner flights could not be retrieved; results may be incomplete",
  providerError: "The airline website returned an error; please try again later",
  unknown: "Unknown error while retrieving award availability",
  wrongPassword: "The provider rejected your credentials",
  needsAccount: "This program requires your own account: add your login and password to search it",
  question: "The provider asks for a verification code",
  retryQuestion: "The code was not accepted; enter the new code",
  timeout: "The request timed out waiting in the queue",
} as const;

export function startSearch(
  harness: Harness,
  store: SearchStore,
  req: SearchRequest,
  requestId: string,
  forced?: string,
): void {
  const cfg = harness.config.services.flights;
  const record: SearchRecord = {
    requestId,
    userData: req.body.userData ?? "",
    requestDate: harness.now().toISOString(),
    state: 0,
    message: "Queued",
    wantsSingleDate: req.wantsSingleDate,
    wantsCalendar: req.wantsCalendar,
    progress: {},
  };
  record.progress = progressFor(record, { state: 0, message: "Queued" });
  store.add(record);

  const finish = (state: number, message: string, extra: Partial<SearchRecord> = {}) => {
    Object.assign(record, { state, message, progress: progressFor(record, { state, message }) }, extra);
    const target = (url: string) => ({
      service: "flights",
      url,
      username: cfg?.callbackUser ?? "",
      password: cfg?.callbackPassword ?? "",
      provider: req.program.provider.code,
    });
    const calendarUrl = req.wantsCalendar ? req.body.priceCalendar?.callbackUrl : undefined;
    if (req.body.callbackUrl) {
      const body = toResult(record);
      // With a separate calendar target the main callback does not repeat the calendar.
      if (calendarUrl) delete body.calendar;
      harness.deliverCallback(target(req.body.callbackUrl), body);
    }
    if (calendarUrl) harness.deliverCallback(target(calendarUrl), toResult(record, "calendar"));
  };

  const account = accountOutcome(req.program, req.body.loyaltyAccount, forced === "question");
  if (account.kind === "needs-account") {
    // Consumer providers cannot run without the user's credentials (spec 1 A1): state 4, never queued.
    finish(4, MESSAGES.needsAccount);
    return;
  }
  const outcome = resolveOutcome(forced, account);
  const rng = createRng(`work/${requestId}`);
  const workMs = outcome === "slow" ? SLOW_WORK_MS : rng.int(1000, 4000);
  let halfway: NodeJS.Timeout | undefined;

  harness.enqueue({
    service: "flights",
    requestId,
    priority: req.body.priority,
    timeoutSeconds: outcome === "timeout" ? (req.body.timeout ?? HELD_TIMEOUT_SECONDS) : req.body.timeout,
    holdInQueue: outcome === "timeout",
    workMs,
    onStart: () => {
      record.message = "Searching";
      record.progress = progressFor(record, { state: 0, message: "Searching" });
      if (record.wantsSingleDate && record.wantsCalendar) {
        // The single date finishes first; the calendar takes the rest of the work time.
        halfway = setTimeout(
          () => {
            const retrieved = outcome === "success" || outcome === "slow" || outcome === "warning";
            if (record.state === 0 && retrieved)
              record.progress.singleDate = { state: 1, message: "Retrieved" };
          },
          harness.scaled(workMs / 2),
        );
        halfway.unref();
      }
    },
    onTimeout: () => finish(11, MESSAGES.timeout),
    run: () => {
      if (halfway) clearTimeout(halfway);
      complete(outcome, account, req, record, harness, finish);
    },
  });
}

function resolveOutcome(forced: string | undefined, account: AccountOutcome): FlightOutcome {
  if (forced && (FLIGHT_OUTCOMES as readonly string[]).includes(forced)) return forced as FlightOutcome;
  if (account.kind === "wrong-password") return "wrong-password";
  if (account.kind === "question") return "question";
  return "success";
}

function complete(
  outcome: FlightOutcome,
  account: AccountOutcome,
  req: SearchRequest,
  record: SearchRecord,
  harness: Harness,
  finish: (state: number, message: string, extra?: Partial<SearchRecord>) => void,
): void {
  if (outcome === "wrong-password") return finish(2, MESSAGES.wrongPassword);
  if (outcome === "provider-error") return finish(4, MESSAGES.providerError);
  if (outcome === "unknown-failure") return finish(6, MESSAGES.unknown);
  if (outcome === "question") {
    const retry = account.kind === "question" && account.retry;
    const question = account.kind === "question" ? account.question : challengePrompt(req.program);
    return finish(10, retry ? MESSAGES.retryQuestion : MESSAGES.question, { question });
  }
  const signedIn = account.kind === "signed-in";
  const benefits = req.program.provider.accountBenefit;
  const search: RouteSearch = {
    program: req.program,
    origin: req.origin,
    dest: req.dest,
    date: req.body.departure.date,
    currency: req.currency,
    adults: req.adults,
    personalized: signedIn && benefits.includes("personalizedPricing"),
    improvedCoverage: signedIn && benefits.includes("improvedCoverage"),
  };
  let routes = buildRoutes(search);
  const calendar = req.wantsCalendar
    ? buildCalendar(search, routes, harness.now().toISOString().slice(0, 10))
    : undefined;
  if (outcome === "warning") routes = routes.filter((_, i) => i % 3 !== 2); // the "missing partner" part
  const extra: Partial<SearchRecord> = {
    ...(req.wantsSingleDate ? { routes } : {}),
    ...(calendar ? { calendar } : {}),
    ...(signedIn ? { browserState: account.browserState } : {}),
  };
  if (outcome === "warning") return finish(9, MESSAGES.warning, extra);
  finish(1, req.wantsSingleDate && routes.length === 0 ? MESSAGES.noRoutes : MESSAGES.success, extra);
}
