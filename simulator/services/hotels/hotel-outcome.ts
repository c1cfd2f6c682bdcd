// Decides how a hotel search ends. Spec B3 only shows state "success"; the
// other strings below are the simulator's choice, named after the flight
// states they mirror (2, 4, 6, 10, 11) and documented in README.md.
import { createHash } from "node:crypto";
import type { HotelProgram } from "./hotel-programs";
import type { HotelSearchRequest } from "./hotel-search-request";
import { resolvePlace } from "./hotel-destination";
import { seededRandom } from "./seeded-random";

export type FinalState =
  | "success"
  | "invalidCredentials"
  | "providerError"
  | "unknownFailure"
  | "question"
  | "timeout"
  | "destinationNotFound";
export type HotelState = "pending" | FinalState;

export interface Outcome {
  state: FinalState;
  message?: string;
  question?: string;
  browserState?: string;
  /** Simulated provider time in real-world ms (the harness scales it). */
  workMs: number;
}

/** Forced outcomes a test can queue through the harness for service "hotels". */
export const FORCED_SCENARIOS = [
  "provider-error",
  "unknown-failure",
  "timeout",
  "slow",
  "invalid-credentials",
  "question",
] as const;

export const WRONG_PASSWORD = "wrong-password";
export const QUESTION_ANSWER = "123456";
// 4.5 s at the e2e time scale: a page that is slow to open still sees the other program's results first.
const SLOW_MS = 90_000;
const TIMEOUT_MS = 30_000;

/** Opaque token the client stores and sends back to skip the question next time. */
export function browserStateFor(provider: string, login: string): string {
  const digest = createHash("sha256")
    .update(`${provider}\u0000${login.toLowerCase()}`)
    .digest("hex")
    .slice(0, 24);
  return Buffer.from(`sim-hotels:${provider}:${digest}`).toString("base64url");
}

export function decideOutcome(
  program: HotelProgram,
  request: HotelSearchRequest,
  forced: string | undefined,
): Outcome {
  const workMs = 1500 + Math.floor(seededRandom("work", JSON.stringify(request)).next() * 3000);
  const questionText = `Enter the 6-digit code we sent to the email address on your ${program.provider.shortName} account.`;
  switch (forced) {
    case "provider-error":
      return {
        state: "providerError",
        message: `${program.provider.displayName} returned an error; please update your profile on the provider's site.`,
        workMs,
      };
    case "unknown-failure":
      return { state: "unknownFailure", message: "The search failed for an unknown reason.", workMs };
    case "timeout":
      return { state: "timeout", message: "The request timed out in the queue.", workMs: TIMEOUT_MS };
    case "invalid-credentials":
      return {
        state: "invalidCredentials",
        message: "The provider rejected the supplied credentials.",
        workMs,
      };
    case "question":
      return { state: "question", message: "A security answer is required.", question: questionText, workMs };
  }
  const slowMs = forced === "slow" ? SLOW_MS : workMs;
  // A destination that names no place we know ends the search with words, not hotels in an
  // invented city (issue 12 item 9). Text from the request is not echoed: it may be markup.
  if (!resolvePlace(request.destination)) {
    return {
      state: "destinationNotFound",
      message:
        "The destination did not match any city, address or landmark. Check the spelling, or try a city name such as “Kyoto, Japan”.",
      workMs,
    };
  }
  const account = request.loyaltyAccount;
  if (!account) return { state: "success", workMs: slowMs };
  if (account.password === WRONG_PASSWORD) {
    return {
      state: "invalidCredentials",
      message: "The provider rejected the supplied credentials.",
      workMs: slowMs,
    };
  }
  const token = browserStateFor(program.provider.code, account.login);
  if (account.login.toLowerCase().includes("question") && account.browserState !== token) {
    const answers = account.answers ?? [];
    if (!answers.some((a) => a.answer.trim() === QUESTION_ANSWER)) {
      const retry = answers.length > 0 ? "The answer was not accepted. " : "";
      return {
        state: "question",
        message: `${retry}A security answer is required.`,
        question: questionText,
        workMs: slowMs,
      };
    }
  }
  return { state: "success", browserState: token, workMs: slowMs };
}
