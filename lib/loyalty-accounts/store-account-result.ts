// Normalizes A5 account results (spec 2) into the account, its history, balance snapshots and
// itineraries — inside the callback's (or poll's) plain pg transaction. Rules:
// - an older result never overwrites a newer one: compare checkDate with the stored lastCheckDate;
// - state 0 is "not yet": nothing to store on the account;
// - `message` is stored for users; `errorReason` is only logged;
// - rejected answers (`invalidAnswers`) are marked invalid; `browserState` is sealed and kept.
// Set-based (issue 17; a 20-account package was ~7 Prisma queries per account): lockAccounts reads
// every account of a batch, its provider's cached definition and the history rows incremental replies
// overlap with one or two statements; each result then queues its writes (lib/sql/: one
// statement per table for the whole batch at the end). The locked rows are kept per transaction and
// updated as results are stored, so a second result for one account in a batch sees the first
// (its queued writes are flushed first, then the history it overlaps is read again).
import "server-only";
import { definePatch } from "@/lib/sql/patch-rows";
import { defineInsert } from "@/lib/sql/insert-rows";
import { raw } from "@/lib/sql/template";
import { flushQueuedWrites } from "@/lib/sql/write-batch";
import type { Prisma } from "@/lib/generated/prisma/client";
import { saveAccountItineraries } from "@/lib/itineraries/save-account-itineraries";
import type { AccountResult } from "@/lib/services/loyalty/result-schema";
import { historyColumnsSchema } from "@/lib/services/loyalty/provider-schema";
import { hasResults, isPendingState, needsAnswer } from "@/lib/service-requests/service-states";
import type { SqlTx } from "@/lib/sql/transaction";
import { readDate, realDay } from "@/lib/validation/read-date";
import { markInvalid, parseStoredAnswers, sealAnswers } from "./account-answers";
import type { StoredRowRef } from "./merge-history";
import { DEFINITIONS } from "./provider-definitions";
import { sealSecret } from "./seal";
import { incrementalScopes, readStoredRefs, storeHistory } from "./store-history";
import { logger } from "@/lib/log/logger";

const log = logger("loyalty");

export type StoreOutcome = "stored" | "stale" | "pending" | "unknown-account";

type AccountPatch = Pick<
  Prisma.LoyaltyAccountCreateManyInput,
  | "state"
  | "message"
  | "question"
  | "lastCheckDate"
  | "answers"
  | "browserStateSealed"
  | "filesVersion"
  | "balance"
  | "previousBalance"
  | "expirationDate"
  | "neverExpires"
  | "eliteLevel"
  | "properties"
  | "subAccounts"
  | "detectedCards"
  | "noItineraries"
  | "historyState"
  | "historyDigest"
>;
const accounts = definePatch<AccountPatch>()("LoyaltyAccount", {
  columns: {
    state: "int",
    message: "text",
    question: "text",
    lastCheckDate: "timestamp",
    answers: "jsonb",
    browserStateSealed: "text",
    filesVersion: "int",
    balance: "numeric",
    previousBalance: "numeric",
    expirationDate: "date",
    neverExpires: "bool",
    eliteLevel: "int",
    properties: "jsonb",
    subAccounts: "jsonb",
    detectedCards: "jsonb",
    noItineraries: "bool",
    historyState: "text",
    historyDigest: "text",
  },
  updatedAt: "updatedAt",
});
const snapshots = defineInsert<Omit<Prisma.LoyaltyBalanceSnapshotCreateManyInput, "id">>()(
  "LoyaltyBalanceSnapshot",
  {
    columns: { accountId: "text", checkedAt: "timestamp", balance: "numeric" },
  },
);

interface LockedAccount {
  id: string;
  userId: string;
  providerCode: string;
  lastCheckDate: Date | null;
  balance: string | number | null;
  answers: unknown;
  historyDigest: string | null;
  columns: { name: string; kind: string }[];
}
interface Locked {
  accounts: Map<string, LockedAccount>;
  refs: Map<string, StoredRowRef[]>;
  stored: Set<string>;
}
const locked = new WeakMap<SqlTx, Locked>();

type Work = { accountId: string; result: AccountResult };
type AccountRow = Omit<LockedAccount, "columns" | "lastCheckDate"> & {
  lastCheckDate: Date | string | null;
  historyColumns: unknown;
};

const entryOf = (tx: SqlTx): Locked => {
  let entry = locked.get(tx);
  if (!entry) locked.set(tx, (entry = { accounts: new Map(), refs: new Map(), stored: new Set() }));
  return entry;
};

function remember(entry: Locked, rows: AccountRow[]) {
  const columns = new Map<string, LockedAccount["columns"]>();
  for (const { historyColumns, lastCheckDate, ...row } of rows) {
    if (!columns.has(row.providerCode))
      columns.set(row.providerCode, historyColumnsSchema.safeParse(historyColumns).data ?? []);
    entry.accounts.set(row.id, {
      ...row,
      lastCheckDate: lastCheckDate === null ? null : new Date(lastCheckDate),
      columns: columns.get(row.providerCode)!,
    });
  }
}

// Of the provider's cached definition only its history columns (~270 bytes of ~1.8 KB): a 20-account
// package read 36 KB of definitions back per delivery (bench/ ingestion, with the definition cached
// as it is for every linked account: 414 – 509 packages a second instead of 620 – 680). Definitions are
// cached only after their schema accepted them (provider-definitions.ts).
const ACCOUNT_COLUMNS = `a.id, a."userId", a."providerCode", a."lastCheckDate" AT TIME ZONE 'UTC' AS "lastCheckDate", a.balance::text AS balance, a.answers, a."historyDigest", pc.data->'historyColumns' AS "historyColumns"
  FROM "LoyaltyAccount" a LEFT JOIN "ProviderCatalog" pc ON pc.service = '${DEFINITIONS}' AND pc.code = a."providerCode"`;

/** The account lock as a CTE of the callback's first statement (CallbackHandler.lockWithRequests):
 *  the accounts of every account check in the batch, one round trip fewer. */
export const accountLockWithRequests = {
  sql: raw(
    `SELECT ${ACCOUNT_COLUMNS} WHERE a.id IN (SELECT "parentId" FROM requests WHERE kind = 'loyalty-check') ORDER BY a.id FOR NO KEY UPDATE OF a`,
  ),
  take: (tx: SqlTx, rows: unknown[]) => remember(entryOf(tx), rows as AccountRow[]),
};

const ACCOUNT_SELECT = raw(`SELECT ${ACCOUNT_COLUMNS} WHERE a.id = ANY(`);
const ACCOUNT_SELECT_END = raw(`::text[]) ORDER BY a.id FOR NO KEY UPDATE OF a`);

/** Lock and read the accounts of `work` (ordered by id: concurrent batches never deadlock), their
 *  providers' cached history columns, and the stored history rows their incremental replies overlap. */

export async function lockAccounts(tx: SqlTx, work: Work[]): Promise<void> {
  const entry = entryOf(tx);
  const ids = [...new Set(work.map((w) => w.accountId))].filter((id) => !entry.accounts.has(id));
  if (ids.length)
    remember(entry, await tx.$queryRaw<AccountRow[]>`${ACCOUNT_SELECT}${ids}${ACCOUNT_SELECT_END}`);
  const scopes = work.flatMap((w) => {
    const account = entry.accounts.get(w.accountId);
    return account && w.result.history && hasResults(w.result.state)
      ? incrementalScopes(w.accountId, w.result.history, account.columns)
      : [];
  });
  for (const [key, refs] of await readStoredRefs(tx, scopes)) entry.refs.set(key, refs);
}

export async function storeAccountResult(
  tx: SqlTx,
  accountId: string,
  result: AccountResult,
): Promise<StoreOutcome> {
  if (isPendingState(result.state)) return "pending";
  let entry = locked.get(tx);
  if (entry?.stored.has(accountId)) {
    // A second result for this account in the batch: what the first queued must be readable now.
    await flushQueuedWrites(tx);
    entry.stored.delete(accountId);
    await lockAccounts(tx, [{ accountId, result }]);
  } else if (!entry?.accounts.has(accountId)) await lockAccounts(tx, [{ accountId, result }]);
  entry = locked.get(tx)!;
  const account = entry.accounts.get(accountId);
  if (!account) return "unknown-account";
  // An unreadable checkDate counts as absent: the check is dated now.
  const checkDate = readDate(result.checkDate) ?? new Date();
  if (account.lastCheckDate && checkDate < account.lastCheckDate) return "stale";
  if (result.errorReason) log.info(`account ${accountId} state ${result.state}: ${result.errorReason}`);

  const data: AccountPatch = {
    state: result.state,
    message: result.message ?? null,
    question: needsAnswer(result.state) ? (result.question ?? null) : null,
    lastCheckDate: checkDate.toISOString(),
  };
  if (result.invalidAnswers?.length)
    data.answers = sealAnswers(markInvalid(parseStoredAnswers(account.answers), result.invalidAnswers));
  if (result.browserState) data.browserStateSealed = sealSecret(result.browserState);
  if (result.filesVersion !== undefined) data.filesVersion = result.filesVersion;

  if (hasResults(result.state)) {
    if (typeof result.balance === "number") {
      data.balance = result.balance;
      data.previousBalance = account.balance;
      await snapshots.insert(tx, [
        { accountId, checkedAt: checkDate.toISOString(), balance: result.balance },
      ]);
    }
    data.expirationDate = realDay(result.expirationDate);
    data.neverExpires = result.neverExpires === true;
    data.eliteLevel = result.eliteLevel ?? null;
    if (result.properties) data.properties = result.properties as Prisma.InputJsonValue;
    if (result.subAccounts) data.subAccounts = result.subAccounts as Prisma.InputJsonValue;
    if (result.detectedCards) data.detectedCards = result.detectedCards as Prisma.InputJsonValue;
    if (result.noItineraries !== undefined) data.noItineraries = result.noItineraries;
    if (result.history) {
      data.historyDigest = await storeHistory(
        tx,
        accountId,
        result.history,
        account.columns,
        entry.refs,
        account.historyDigest,
      );
      if (result.history.state) data.historyState = result.history.state;
    }
    if (result.itineraries?.length)
      await saveAccountItineraries(tx, { userId: account.userId, accountId }, result.itineraries, checkDate);
  }
  await accounts.patch(tx, accountId, data);
  // What a later result for this account in the same transaction compares with and builds on.
  account.lastCheckDate = checkDate;
  if (data.balance !== undefined) account.balance = result.balance ?? null;
  if (data.answers !== undefined) account.answers = data.answers;
  if (data.historyDigest !== undefined) account.historyDigest = data.historyDigest;
  entry.stored.add(accountId);
  return "stored";
}
