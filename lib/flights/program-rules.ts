// What a program's catalog entry means for the form (spec 1 A1), in words. Pure; used on both sides.
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export const AUTH_MODE_WORDS: Record<FlightProvider["authMode"], string> = {
  none: "No login needed",
  optional: "Login optional",
  pooled: "Login provided by the service; yours may be used",
  consumer: "Your own login required",
};

export const BENEFIT_WORDS: Record<FlightProvider["accountBenefit"][number], string> = {
  personalizedPricing: "member pricing",
  improvedCoverage: "more results",
  reducedBlockingRisk: "fewer blocked searches",
};

export const CHALLENGE_WORDS: Record<FlightProvider["knownChallengeTypes"][number], string> = {
  email: "email code",
  sms: "text message code",
  totp: "authenticator app code",
  pushApproval: "app approval",
};

export function describeProgram(p: FlightProvider): string[] {
  const lines = [AUTH_MODE_WORDS[p.authMode]];
  if (p.accountBenefit.length)
    lines.push(`Your login gives ${p.accountBenefit.map((b) => BENEFIT_WORDS[b]).join(", ")}`);
  if (p.knownChallengeTypes.length)
    lines.push(`May ask for ${p.knownChallengeTypes.map((c) => CHALLENGE_WORDS[c]).join(" or ")}`);
  if (p.priceCalendar) lines.push("Price calendar");
  return lines;
}

/** authMode "none": a supplied account has no effect, so none is sent. */
export const usesAccount = (p: FlightProvider) => p.authMode !== "none";
/** authMode "consumer": the search does not run without the user's own credentials. */
export const needsOwnAccount = (p: FlightProvider) => p.authMode === "consumer";
