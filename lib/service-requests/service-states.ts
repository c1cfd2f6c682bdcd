// Every remote service's result states, by name, with what they mean to the app and the words users
// read — defined once here (pure; safe in client components). Code elsewhere compares with these
// names or asks the predicates below; it never writes a raw state number.
//
// Numeric codes: flights (spec 1 "States and transitions" A, also each `progress` part) and loyalty
// (spec 2 A). Hotels (spec 1 B: only "success" is shown) and email (spec 3 `status`) speak strings;
// each string is mapped once to the numeric code the shared machinery stores (ServiceRequest.state,
// AwardRequest.state), and the raw text is kept beside it (ServiceRequest.stateText).

/** Spec 1 A: a flight search result, each of its `progress` parts, and hotel results once mapped. */
export const FlightState = {
  Pending: 0, // "data not yet retrieved; repeat the request later"
  Success: 1,
  InvalidCredentials: 2,
  ProviderError: 4, // provider error or user action needed
  UnknownFailure: 6,
  Warning: 9, // data retrieved with a warning in `message`
  Question: 10, // security question / 2FA; prompt in `question`
  Timeout: 11,
} as const;

/** Spec 2 A: a loyalty account check result (and business account `errorCode`, spec 2 B). */
export const LoyaltyState = {
  Pending: 0,
  Success: 1,
  InvalidCredentials: 2, // never retried automatically (spec 2: "stays 2")
  LockedOut: 3,
  ProviderError: 4, // provider error or user action needed
  ProviderDisabled: 5,
  UnknownFailure: 6,
  Warning: 9,
  Question: 10,
  Timeout: 11,
} as const;

export type StateCode = number;

/** "Not yet": every service's 0. Anything else is a final answer for that request. */
export const isPendingState = (state: StateCode): boolean => state === FlightState.Pending;
export const isFinal = (state: StateCode): boolean => !isPendingState(state);
/** Data came back (possibly with a warning): results are stored and shown. */
export const hasResults = (state: StateCode): boolean =>
  state === FlightState.Success || state === FlightState.Warning;
/** The provider asked a question; a new request with the answer is the only way on. */
export const needsAnswer = (state: StateCode): boolean => state === FlightState.Question;
/** A final state without data that is not a question: the request failed. */
export const isFailure = (state: StateCode): boolean =>
  isFinal(state) && !hasResults(state) && !needsAnswer(state);
/** Award search failures a user can retry (after fixing the account for 2). */
export const isRetryable = (state: StateCode): boolean =>
  (
    [
      FlightState.InvalidCredentials,
      FlightState.ProviderError,
      FlightState.UnknownFailure,
      FlightState.Timeout,
    ] as number[]
  ).includes(state);
/** Loyalty states a scheduled refresh must not retry: the user has to act first. */
export const LOYALTY_NEEDS_USER: readonly number[] = [
  LoyaltyState.InvalidCredentials,
  LoyaltyState.ProviderDisabled,
  LoyaltyState.Question,
];

// Hotels (spec 1 B3 shows only "success"; the rest is our choice, docs/services/hotels.md): the
// simulator's named failures map to the flight codes they mirror; any other word is a final failure
// whose text is shown. Case-insensitive because nothing in the spec fixes the spelling.
export const HotelState = {
  Success: "success",
  Pending: "pending",
  Queued: "queued",
  Running: "running",
  InvalidCredentials: "invalidCredentials",
  ProviderError: "providerError",
  Question: "question",
  Timeout: "timeout",
  UnknownFailure: "unknownFailure",
} as const;

const HOTEL_CODES: Record<string, number> = {
  [HotelState.Success.toLowerCase()]: FlightState.Success,
  [HotelState.Pending.toLowerCase()]: FlightState.Pending,
  [HotelState.Queued.toLowerCase()]: FlightState.Pending,
  [HotelState.Running.toLowerCase()]: FlightState.Pending,
  [HotelState.InvalidCredentials.toLowerCase()]: FlightState.InvalidCredentials,
  [HotelState.ProviderError.toLowerCase()]: FlightState.ProviderError,
  [HotelState.Question.toLowerCase()]: FlightState.Question,
  [HotelState.Timeout.toLowerCase()]: FlightState.Timeout,
  [HotelState.UnknownFailure.toLowerCase()]: FlightState.UnknownFailure,
};

/** A hotel `state` string as the numeric code the award-search machinery stores. */
export function hotelStateCode(state: string): StateCode {
  return HOTEL_CODES[state.trim().toLowerCase()] ?? FlightState.UnknownFailure;
}

// Email parse `status` (spec 3). ENTRY OWNED BY THE INBOX WORK (issue 13): the names and mapping
// below are what the callback receiver already accepts; the inbox extends them (words, outcomes).
export const EmailStatus = {
  Queued: "queued",
  Review: "review", // pending: a person reviews the email, the result comes later
  Success: "success",
  Invalid: "invalid",
  Restricted: "restricted",
  Skipped: "skipped",
  Timeout: "timeout",
  // Milepost's own, not the service's: the tracker closed the request (the service forgot the email
  // — 404 after two weeks — or nothing came within them). What was stored before stays.
  Expired: "expired",
} as const;

/** queued/review are pending (0); success → 1; every other status is a final outcome kept as text (4). */
export function emailStatusCode(status: string): StateCode {
  if (status === EmailStatus.Queued || status === EmailStatus.Review) return FlightState.Pending;
  return status === EmailStatus.Success ? FlightState.Success : FlightState.ProviderError;
}

// ---- Words users read -------------------------------------------------------------------------

export type StateTone = "good" | "warn" | "bad" | "info";

/** Award searches (flights, hotels): one program's request or one of its parts. */
export const AWARD_STATE_WORDS: Record<number, string> = {
  [FlightState.Pending]: "Searching…",
  [FlightState.Success]: "Results",
  [FlightState.InvalidCredentials]: "Login rejected",
  [FlightState.ProviderError]: "Needs your attention",
  [FlightState.UnknownFailure]: "Failed",
  [FlightState.Warning]: "Results with a warning",
  [FlightState.Question]: "Needs your answer",
  [FlightState.Timeout]: "Timed out",
};

export const awardStateWords = (state: StateCode): string => AWARD_STATE_WORDS[state] ?? `State ${state}`;

export function awardStateTone(state: StateCode): StateTone {
  if (isPendingState(state)) return "info";
  if (state === FlightState.Success) return "good";
  if (state === FlightState.Warning || needsAnswer(state)) return "warn";
  return "bad";
}

const LOYALTY_WORDS: Record<number, { text: string; tone: StateTone }> = {
  [LoyaltyState.Pending]: { text: "Updating…", tone: "info" },
  [LoyaltyState.Success]: { text: "Up to date", tone: "good" },
  [LoyaltyState.Warning]: { text: "Updated with a warning", tone: "warn" },
  [LoyaltyState.InvalidCredentials]: { text: "Login rejected — update your password", tone: "bad" },
  [LoyaltyState.LockedOut]: { text: "Locked by the program", tone: "bad" },
  [LoyaltyState.ProviderError]: { text: "The program needs your action", tone: "warn" },
  [LoyaltyState.ProviderDisabled]: { text: "Program disabled", tone: "bad" },
  [LoyaltyState.Question]: { text: "Security question — answer needed", tone: "warn" },
  [LoyaltyState.Timeout]: { text: "Timed out — try again", tone: "warn" },
  [LoyaltyState.UnknownFailure]: { text: "Update failed", tone: "bad" },
};

/** A loyalty account's state in words (null: never checked). 7 and 8 are not defined by spec 2: an
 *  unexpected code reads as a failure rather than being hidden. */
export function loyaltyStateWords(state: StateCode | null): { text: string; tone: StateTone } {
  if (state === null) return { text: "Not checked yet", tone: "info" };
  return LOYALTY_WORDS[state] ?? { text: "Update failed", tone: "bad" };
}
