// The decrypted credentials of one linked account, to build a request to a service (never for the browser).
import "server-only";
import { db } from "@/lib/db";
import { answersToSend, parseStoredAnswers } from "./account-answers";
import { openSecret } from "./seal";

export type SearchAccount = {
  id: string;
  login: string;
  login2?: string;
  login3?: string;
  password: string;
  answers: { question: string; answer: string }[];
  browserState?: string;
};

/** The columns openAccount reads: every request built from a stored login selects these. */
const sealedAccountSelect = {
  id: true,
  login: true,
  login2: true,
  login3: true,
  passwordSealed: true,
  answers: true,
  browserStateSealed: true,
} as const;

/** The columns a check request is built from (here and for the background packages). */
export const checkAccountSelect = {
  ...sealedAccountSelect,
  userId: true,
  providerCode: true,
  historyState: true,
  filesVersion: true,
} as const;

export async function findSearchAccount(
  userId: string,
  service: string,
  providerCode: string,
): Promise<SearchAccount | null> {
  // A user normally has one login per program; with several, the most recently updated one is used.
  const row = await db.loyaltyAccount.findFirst({
    where: { userId, service, providerCode },
    orderBy: { updatedAt: "desc" },
    select: sealedAccountSelect,
  });
  return row ? openAccount(row) : null;
}

type SealedRow = {
  id: string;
  login: string;
  login2: string | null;
  login3: string | null;
  passwordSealed: string;
  answers: unknown;
  browserStateSealed: string | null;
};

export function openAccount(row: SealedRow): SearchAccount {
  return {
    id: row.id,
    login: row.login,
    ...(row.login2 ? { login2: row.login2 } : {}),
    ...(row.login3 ? { login3: row.login3 } : {}),
    password: openSecret(row.passwordSealed),
    answers: answersToSend(parseStoredAnswers(row.answers)),
    ...(row.browserStateSealed ? { browserState: openSecret(row.browserStateSealed) } : {}),
  };
}
