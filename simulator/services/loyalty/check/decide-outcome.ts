// Decides how a check ends, from (in this order) a forced scenario queued by a
// test, the provider being disabled, the password and then the login.
// Login triggers are case-insensitive substrings; see README.md.
import type { ProviderDef } from "../catalog/provider-types";
import { isTrustedBrowser } from "./browser-state";
import type { CheckRequest } from "./check-request-schema";

export const SECURITY_QUESTION = "What is your mother's maiden name?";
export const SECURITY_ANSWER = "smith";
export const WRONG_PASSWORD = "wrong-password";

export type FailureState = 2 | 3 | 4 | 5 | 6 | 11;

export type Outcome =
  | { kind: "success"; warning: boolean; attempts: number; answered: boolean }
  | { kind: "failure"; state: FailureState; attempts: number }
  | { kind: "question"; invalidAnswer?: { question: string; answer: string } };

type Scenario = "success" | "flaky" | "warning" | "question" | FailureState;

const NAMED: Record<string, Scenario> = {
  "1": "success",
  success: "success",
  ok: "success",
  "2": 2,
  "invalid-credentials": 2,
  "wrong-password": 2,
  "3": 3,
  locked: 3,
  "4": 4,
  "user-action": 4,
  "provider-error": 4,
  "5": 5,
  disabled: 5,
  "provider-disabled": 5,
  "6": 6,
  "unknown-error": 6,
  error: 6,
  "9": "warning",
  warning: "warning",
  "10": "question",
  question: "question",
  "11": 11,
  timeout: 11,
  flaky: "flaky",
};

/** Outcomes accepted by POST /_control/scenario for "loyalty" (numbers are the A5 states). */
export const FORCED_OUTCOMES: readonly string[] = Object.keys(NAMED);

export function parseScenario(value: string | undefined): Scenario | undefined {
  return value === undefined ? undefined : NAMED[value.trim().toLowerCase()];
}

const LOGIN_TRIGGERS: Array<[string, Scenario]> = [
  ["locked", 3],
  ["action", 4],
  ["disabled", 5],
  ["error", 6],
  ["flaky", "flaky"],
  ["timeout", 11],
  ["question", "question"],
  ["warning", "warning"],
];

function scenarioFor(
  provider: ProviderDef | undefined,
  request: CheckRequest,
  forced: Scenario | undefined,
): Scenario {
  if (forced) return forced;
  if (!provider) return 6; // provider is optional in A3, but nothing can be checked without it
  if (provider.disabled) return 5;
  if (request.password === WRONG_PASSWORD) return 2;
  const login = request.login.toLowerCase();
  return LOGIN_TRIGGERS.find(([needle]) => login.includes(needle))?.[1] ?? "success";
}

export function decideOutcome(
  provider: ProviderDef | undefined,
  request: CheckRequest,
  forced: Scenario | undefined,
  accountSeed: string,
): Outcome {
  const scenario = scenarioFor(provider, request, forced);
  if (scenario === "success" || scenario === "warning")
    return { kind: "success", warning: scenario === "warning", attempts: 1, answered: false };
  // Unknown errors are retried `retries` times (A3); "flaky" succeeds on the first retry.
  if (scenario === "flaky") {
    return request.retries >= 1
      ? { kind: "success", warning: false, attempts: 2, answered: false }
      : { kind: "failure", state: 6, attempts: 1 };
  }
  if (scenario === "question") return answerQuestion(request, accountSeed);
  // Invalid credentials are never retried (spec 2, transitions table).
  return { kind: "failure", state: scenario, attempts: scenario === 6 ? request.retries + 1 : 1 };
}

function answerQuestion(request: CheckRequest, accountSeed: string): Outcome {
  if (isTrustedBrowser(request.browserState, accountSeed))
    return { kind: "success", warning: false, attempts: 1, answered: false };
  // "Resend every answer ... the service decides which to use" (A3): pick the one for our question.
  const given = request.answers?.find(
    (item) => item.question.trim().toLowerCase() === SECURITY_QUESTION.toLowerCase(),
  );
  if (!given) return { kind: "question" };
  if (given.answer.trim().toLowerCase() === SECURITY_ANSWER)
    return { kind: "success", warning: false, attempts: 1, answered: true };
  return { kind: "question", invalidAnswer: { question: given.question, answer: given.answer } };
}
