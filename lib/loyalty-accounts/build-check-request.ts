// Builds the A3 request for one account from its stored (opened) credentials and the program
// definition. History: the first check asks for `complete`; later ones send the stored state with
// `incremental2` — incremental plus corrections to earlier days (pending rows that posted), which
// the reply signals as `incremental_past` (spec 2 A3, Versioning). Past trips are asked for on the
// first check only: they cost time and do not change afterwards; future trips come every time.
import "server-only";
import { env } from "@/lib/env";
import type { CheckRequest } from "@/lib/services/loyalty/check-schema";
import { encryptPasswordForService } from "@/lib/services/loyalty/encrypt-password";
import type { LoyaltyProviderDefinition } from "@/lib/services/loyalty/provider-schema";
import * as S from "./check-settings";
import type { SearchAccount } from "./find-search-account";

export type CheckMode = "user" | "background";

export function buildCheckRequest(
  account: SearchAccount & {
    userId: string;
    providerCode: string;
    historyState: string | null;
    filesVersion: number | null;
  },
  def: Pick<LoyaltyProviderDefinition, "historyColumns" | "canCheckItinerary" | "canCheckPastItinerary">,
  mode: CheckMode,
): CheckRequest {
  const user = mode === "user";
  const wantsHistory = def.historyColumns.length > 0;
  const firstTime = !account.historyState;
  return {
    provider: account.providerCode,
    userId: account.userId,
    userData: account.id, // names the account in package `errors` and results
    priority: user ? S.USER_PRIORITY : S.BACKGROUND_PRIORITY,
    callbackUrl: `${env().APP_URL}/api/callbacks/loyalty`,
    retries: user ? S.USER_RETRIES : S.BACKGROUND_RETRIES,
    timeout: user ? S.USER_TIMEOUT_SECONDS : S.BACKGROUND_TIMEOUT_SECONDS,
    login: account.login,
    ...(account.login2 ? { login2: account.login2 } : {}),
    ...(account.login3 ? { login3: account.login3 } : {}),
    password: encryptPasswordForService(account.password),
    ...(account.answers.length ? { answers: account.answers } : {}),
    ...(account.browserState ? { browserState: account.browserState } : {}),
    parseItineraries: def.canCheckItinerary,
    parsePastItineraries: def.canCheckPastItinerary && firstTime,
    ...(wantsHistory
      ? {
          history: account.historyState
            ? { range: "incremental2" as const, state: account.historyState }
            : { range: "complete" as const },
        }
      : {}),
    ...(account.filesVersion != null ? { filesVersion: account.filesVersion } : {}),
  };
}
