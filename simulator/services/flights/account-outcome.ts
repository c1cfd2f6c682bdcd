// What the supplied loyalty account does to a search (spec 1 A1 authMode, A2
// loyaltyAccount, state 10 transition). Credential triggers (README):
//   password "wrong-password"        → state 2
//   login containing "question"      → state 10 until answers hold "123456" or a valid browserState is sent
import { createHash } from "node:crypto";
import type { Program } from "./programs";
import type { SearchBody } from "./search-request";

export const WRONG_PASSWORD = "wrong-password";
export const CHALLENGE_ANSWER = "123456";

const PROMPTS: Record<string, string> = {
  email: "Enter the 6-digit code we sent to your email",
  sms: "Enter the 6-digit code we sent by text message to your phone",
  totp: "Enter the 6-digit code from your authenticator app",
  pushApproval: "Approve the sign-in in the airline app, then enter the 6-digit code it shows",
};

export type AccountOutcome =
  | { kind: "anonymous" } // no account, or authMode none (a supplied account has no effect)
  | { kind: "needs-account" } // consumer provider without an account: the search does not run
  | { kind: "wrong-password" }
  | { kind: "question"; question: string; retry: boolean }
  | { kind: "signed-in"; browserState: string };

/** Deterministic per provider + login, so a later search can present it back. */
export function browserStateFor(provider: string, login: string): string {
  const digest = createHash("sha256")
    .update(`${provider}\n${login.trim().toLowerCase()}`)
    .digest("base64url");
  return `sim-bs1.${digest.slice(0, 32)}`;
}

export function challengePrompt(program: Program): string {
  const type = program.provider.knownChallengeTypes[0] ?? "email";
  return PROMPTS[type] ?? PROMPTS.email ?? "";
}

export function accountOutcome(
  program: Program,
  account: SearchBody["loyaltyAccount"],
  forceQuestion = false,
): AccountOutcome {
  const mode = program.provider.authMode;
  if (mode === "none") return { kind: "anonymous" };
  if (!account) return mode === "consumer" ? { kind: "needs-account" } : { kind: "anonymous" };
  if (account.password === WRONG_PASSWORD) return { kind: "wrong-password" };
  const expected = browserStateFor(program.provider.code, account.login);
  const trusted = account.browserState === expected;
  const answers = account.answers ?? [];
  const answered = answers.some((a) => a.answer.trim() === CHALLENGE_ANSWER);
  const asks = forceQuestion || account.login.toLowerCase().includes("question");
  if (asks && !trusted && !answered) {
    return { kind: "question", question: challengePrompt(program), retry: answers.length > 0 };
  }
  return { kind: "signed-in", browserState: expected };
}
