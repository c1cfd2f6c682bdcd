// Credentials for one program's request, from the app's one credential store (lib/loyalty-accounts).
// Credentials typed into the search form are linked there first, so later searches, answers and
// browserState all live on the same account.
import "server-only";
import type { SearchAccountInput } from "@/lib/award-search/types";
import { findSearchAccount } from "@/lib/loyalty-accounts/find-search-account";
import { saveSearchAccount } from "@/lib/loyalty-accounts/save-search-account";

export interface ProgramAccountChoice {
  /** false for authMode "none": a supplied account has no effect (spec 1 A1). */
  useAccount: boolean;
  credentials?: { login: string; login2?: string; password: string };
}

export async function resolveSearchAccount(
  userId: string,
  service: string,
  providerCode: string,
  choice: ProgramAccountChoice,
): Promise<{ accountId: string; account: SearchAccountInput } | null> {
  if (!choice.useAccount) return null;
  if (choice.credentials) await saveSearchAccount(userId, service, providerCode, choice.credentials);
  const found = await findSearchAccount(userId, service, providerCode);
  if (!found) return null;
  return {
    accountId: found.id,
    account: {
      login: found.login,
      ...(found.login2 ? { login2: found.login2 } : {}),
      password: found.password,
      ...(found.answers.length ? { answers: found.answers } : {}),
      ...(found.browserState ? { browserState: found.browserState } : {}),
    },
  };
}
