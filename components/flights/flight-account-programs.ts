// Which selected flight programs get a login fieldset, and the line that says why (spec 1 A1):
// "consumer" cannot run without one; "optional" and "pooled" may use one for what it brings;
// "none" ignores a login, so none is asked for. A program with knownChallengeTypes warns that a
// question may come back (state 10), answered on the results page.
import type { AccountProgram } from "@/components/award-search/account-fields";
import { requiredAccount } from "@/components/award-search/account-programs";
import { BENEFIT_WORDS, CHALLENGE_WORDS, needsOwnAccount, usesAccount } from "@/lib/flights/program-rules";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

const challengeLine = (p: FlightProvider) =>
  p.knownChallengeTypes.length
    ? ` It may ask for ${p.knownChallengeTypes.map((c) => CHALLENGE_WORDS[c]).join(" or ")}; you answer it on the results page.`
    : "";

export function flightAccountPrograms(
  chosen: FlightProvider[],
  linked: string[],
): (FlightProvider & AccountProgram)[] {
  return chosen.filter(usesAccount).map((p) => {
    if (needsOwnAccount(p)) {
      const required = requiredAccount(p, linked);
      return { ...required, why: required.why + challengeLine(p) };
    }
    const why = p.accountBenefit.length
      ? `Optional: your login gives ${p.accountBenefit.map((b) => BENEFIT_WORDS[b]).join(", ")}.`
      : "Optional.";
    return { ...p, required: false, why: why + challengeLine(p) };
  });
}
