// Builds the A5 account result for a finished check.
import type { AccountResult } from "../../../contracts/loyalty";
import { accountProperties } from "../account/account-properties";
import { accountSnapshot } from "../account/account-snapshot";
import { selectHistory } from "../account/history-window";
import { toDay } from "../data/calendar";
import { accountItineraries } from "../itineraries/account-itineraries";
import type { ProviderDef } from "../catalog/provider-types";
import { issueBrowserState } from "./browser-state";
import type { CheckRequest } from "./check-request-schema";
import { SECURITY_QUESTION, type Outcome } from "./decide-outcome";
import { subAccountsOf, detectedCardsOf } from "./card-extras";
import { failureText, warningText } from "./state-messages";

/** The A5 body (simulator/contracts/loyalty.ts). */
export type { AccountResult };

export interface ResultInput {
  requestId: string;
  request: CheckRequest;
  provider: ProviderDef | undefined;
  requestDate: Date;
  checkDate: Date;
  accountSeed: string;
}

/** Fields every result carries, pending ones (state 0) included. */
export function resultHeader(input: Omit<ResultInput, "checkDate">, state: number): AccountResult {
  const { request } = input;
  return {
    requestId: input.requestId,
    ...(request.userData !== undefined ? { userData: request.userData } : {}),
    ...(request.provider ? { provider: request.provider } : {}),
    state,
    requestDate: input.requestDate.toISOString(),
    login: request.login,
    ...(request.login2 !== undefined ? { login2: request.login2 } : {}),
    ...(request.login3 !== undefined ? { login3: request.login3 } : {}),
  };
}

export function failureResult(
  input: ResultInput,
  state: 2 | 3 | 4 | 5 | 6 | 11,
  attempts: number,
  timeoutSeconds?: number,
): AccountResult {
  const text = failureText(state, input.provider, {
    attempts,
    ...(timeoutSeconds ? { timeoutSeconds } : {}),
  });
  return {
    ...resultHeader(input, state),
    checkDate: input.checkDate.toISOString(),
    ...text,
    debugInfo: `sim-loyalty state=${state} attempts=${attempts}`,
  };
}

export function buildResult(input: ResultInput, outcome: Outcome, timeoutSeconds?: number): AccountResult {
  if (outcome.kind === "failure")
    return failureResult(input, outcome.state, outcome.attempts, timeoutSeconds);
  const header = { ...resultHeader(input, 10), checkDate: input.checkDate.toISOString() };
  if (outcome.kind === "question") {
    return {
      ...header,
      question: SECURITY_QUESTION,
      message: "Please answer the security question to continue.",
      errorReason: outcome.invalidAnswer
        ? "Provider rejected the security answer"
        : "Security question page shown after login",
      // field name for rejected answers is "not shown" in spec 2 A5; the simulator uses invalidAnswers
      ...(outcome.invalidAnswer ? { invalidAnswers: [outcome.invalidAnswer] } : {}),
    };
  }
  const provider = input.provider;
  if (!provider) throw new Error("success without a provider");
  const { request } = input;
  const snap = accountSnapshot(provider, request.login, input.checkDate);
  const wantItineraries = request.parseItineraries !== false && provider.canCheckItinerary;
  const trips = wantItineraries
    ? accountItineraries(provider, snap.profile, snap.today, request.parsePastItineraries === true)
    : undefined;
  const wantHistory = request.history !== undefined && provider.historyColumns.length > 0;
  return {
    ...header,
    state: outcome.warning ? 9 : 1,
    ...(outcome.warning
      ? {
          message: warningText(provider),
          errorReason: "Provider banner: 'Some account information is temporarily unavailable'",
        }
      : {}),
    debugInfo: `sim-loyalty state=${outcome.warning ? 9 : 1} attempts=${outcome.attempts}`,
    balance: snap.balance,
    ...(snap.expirationDate ? { expirationDate: snap.expirationDate } : {}),
    ...(snap.neverExpires ? { neverExpires: true } : {}),
    ...(snap.eliteLevel !== undefined ? { eliteLevel: snap.eliteLevel } : {}),
    properties: accountProperties(snap),
    ...(trips ? { itineraries: trips.itineraries, noItineraries: trips.noItineraries } : {}),
    ...(wantHistory ? { history: selectHistory(snap, request.history ?? {}) } : {}),
    ...subAccountsOf(snap),
    ...detectedCardsOf(snap),
    ...(provider.canParseFiles
      ? {
          filesVersion: 1,
          filesCacheValid: request.filesVersion === undefined ? null : request.filesVersion === 1,
        }
      : {}),
    browserState: issueBrowserState(input.accountSeed, true, toDay(input.checkDate)),
  };
}
