// Applies one result's history object to the stored rows (main account and sub-accounts), in the
// callback's transaction. The merge rules are in merge-history.ts. Set-based (issue 17): the deletes
// and inserts of every result of a write batch go out as ONE statement (lib/sql/insert-rows.ts);
// the rows an incremental reply is compared with are read for the whole batch at once
// (readStoredRefs, from store-account-result.ts's lock step).
// A complete reply equal to the one the stored rows came from (same rows, sub-accounts and columns:
// `historyDigest` on the account) writes nothing: providers that always answer "complete" repeat
// the same history check after check, and rewriting it cost more than the rest of the result.
import "server-only";
import { createHash } from "node:crypto";
import { defineInsert } from "@/lib/sql/insert-rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HistoryIn } from "@/lib/services/loyalty/result-schema";
import type { SqlTx } from "@/lib/sql/transaction";
import { planHistoryMerge, prepareRows, type StoredRowRef } from "./merge-history";

/** Delete the account's rows of one sub-account (null: every one) from a day on (null: all days). */
interface Clear {
  accountId: string;
  sub: string | null;
  from: string | null;
}

const historyRows = defineInsert<Omit<Prisma.LoyaltyHistoryRowCreateManyInput, "id">>()<Clear>(
  "LoyaltyHistoryRow",
  {
    columns: {
      accountId: "text",
      subAccountCode: "text",
      postingDate: "date",
      position: "int",
      rowKey: "text",
      miles: "numeric",
      fields: "jsonb",
    },
    clear: {
      fields: { accountId: "text", sub: "text", from: "date" },
      where: `t."accountId" = d."accountId" AND (d.sub IS NULL OR t."subAccountCode" = d.sub) AND (d."from" IS NULL OR t."postingDate" >= d."from")`,
      key: { column: "accountId", field: "accountId", type: "text" },
    },
  },
);

/** Where an incremental reply for (account, sub-account) starts: the stored rows it overlaps are read from there. */
export interface RefScope {
  accountId: string;
  sub: string;
  from: string | null;
}

export const refKey = (accountId: string, sub: string) => `${accountId}\u0000${sub}`;

/** The (sub-)accounts an incremental history reply touches, each from its earliest day. */
export function incrementalScopes(
  accountId: string,
  history: HistoryIn,
  columns: { name: string; kind: string }[],
): RefScope[] {
  if (history.range !== "incremental") return [];
  return [{ code: "", rows: history.rows }, ...(history.subAccounts ?? [])].map((s) => {
    const dates = prepareRows(s.rows, columns)
      .map((r) => r.postingDate)
      .filter((d): d is string => d !== null)
      .sort();
    return { accountId, sub: s.code, from: dates[0] ?? null };
  });
}

/** The stored rows (day and content key) of every scope, with one statement. */
export async function readStoredRefs(tx: SqlTx, scopes: RefScope[]): Promise<Map<string, StoredRowRef[]>> {
  const refs = new Map<string, StoredRowRef[]>(scopes.map((s) => [refKey(s.accountId, s.sub), []]));
  if (!scopes.length) return refs;
  const rows = await tx.$queryRaw<
    { accountId: string; sub: string; postingDate: string | null; rowKey: string }[]
  >`
    SELECT h."accountId", h."subAccountCode" AS sub, to_char(h."postingDate", 'YYYY-MM-DD') AS "postingDate", h."rowKey"
    FROM jsonb_to_recordset(${JSON.stringify(scopes)}::jsonb) AS q("accountId" text, sub text, "from" date)
    JOIN "LoyaltyHistoryRow" h ON h."accountId" = q."accountId" AND h."subAccountCode" = q.sub AND (q."from" IS NULL OR h."postingDate" >= q."from")`;
  for (const r of rows)
    refs.get(refKey(r.accountId, r.sub))?.push({ postingDate: r.postingDate, rowKey: r.rowKey });
  return refs;
}

type Columns = { name: string; kind: string }[];

/** What the rows of a complete reply are derived from: its rows and sub-accounts, and the columns
 *  that say which field is the day and which the points. */
export const historyDigest = (history: HistoryIn, columns: Columns) =>
  createHash("sha256")
    .update(JSON.stringify([columns, history.rows, history.subAccounts ?? []]))
    .digest("base64url");

/** Queue the history of one result. `stored`: the refs readStoredRefs read (incremental replies only);
 *  `storedDigest`: the account's historyDigest. Returns the digest the account keeps now. */
export async function storeHistory(
  tx: SqlTx,
  accountId: string,
  history: HistoryIn,
  columns: Columns,
  stored: Map<string, StoredRowRef[]>,
  storedDigest: string | null,
): Promise<string | null> {
  const complete = (history.range ?? "complete") === "complete";
  const digest = complete ? historyDigest(history, columns) : null;
  if (digest !== null && digest === storedDigest) return digest;
  const clears: Clear[] = [];
  const inserts: Omit<Prisma.LoyaltyHistoryRowCreateManyInput, "id">[] = [];
  // A complete reply replaces every row of the account: a sub-account it leaves out has no rows any more.
  if (complete) clears.push({ accountId, sub: null, from: null });
  for (const s of [{ code: "", rows: history.rows }, ...(history.subAccounts ?? [])]) {
    const plan = planHistoryMerge(
      history.range,
      prepareRows(s.rows, columns),
      stored.get(refKey(accountId, s.code)) ?? [],
    );
    if (!complete && plan.deleteFrom) clears.push({ accountId, sub: s.code, from: plan.deleteFrom });
    for (const r of plan.insert)
      inserts.push({
        accountId,
        subAccountCode: s.code,
        postingDate: r.postingDate,
        position: r.position,
        rowKey: r.rowKey,
        miles: r.miles,
        fields: r.fields as Prisma.InputJsonValue,
      });
  }
  await historyRows.insert(tx, inserts, clears);
  return digest;
}
