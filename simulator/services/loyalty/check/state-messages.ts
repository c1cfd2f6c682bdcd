// `message` is shown to end users; `errorReason` is technical (spec 2 Errors).
import type { ProviderDef } from "../catalog/provider-types";
import type { FailureState } from "./decide-outcome";

export function failureText(
  state: FailureState,
  provider: ProviderDef | undefined,
  detail: { attempts: number; timeoutSeconds?: number },
): { message: string; errorReason: string } {
  const name = provider?.displayName ?? "The provider";
  const program = provider?.programName ?? "the program";
  switch (state) {
    case 2:
      return {
        message: `${name} did not accept your login or password. Please check them and try again.`,
        errorReason:
          "Login form re-rendered with 'The information you entered does not match our records' (HTTP 200); not retried",
      };
    case 3:
      return {
        message: `Your ${program} account is locked after too many unsuccessful sign-in attempts. Unlock it on the ${name} website, then update again.`,
        errorReason: "Provider returned the account-locked page (code LCK-104)",
      };
    case 4:
      return {
        message: `${name} needs you to sign in on their website and accept updated terms before this account can be updated.`,
        errorReason: "Interstitial 'terms-update' page blocked navigation to the account summary",
      };
    case 5:
      return {
        message: `${name} is not supported at the moment.`,
        errorReason: provider
          ? "Provider disabled by the operator (parser retired)"
          : "No provider code in the request",
      };
    case 6:
      return {
        message: "We could not update this account because of an unexpected error. We are looking into it.",
        errorReason: `Parser exception: element '#balance-summary' not found (after ${detail.attempts} attempt${detail.attempts > 1 ? "s" : ""})`,
      };
    case 11:
      return {
        message: "Updating this account took too long. Please try again later.",
        errorReason: `Account waited in the queue longer than its timeout of ${detail.timeoutSeconds ?? "?"} seconds`,
      };
  }
}

export function warningText(provider: ProviderDef): string {
  return `${provider.displayName} reported that recent activity may take up to 72 hours to appear; the balance shown may not include it yet.`;
}
