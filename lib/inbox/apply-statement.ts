// A statement email (spec 3 `loyaltyAccount`) updates the matching linked loyalty account, in the
// callback's transaction: balance only when `balanceDate` is newer than the account's last check
// (then that date becomes the last check, so an older statement never overwrites it), expiration,
// properties merged by code (an older statement only adds codes the account lacks), history rows
// merged with the stored ones without duplicates
// (lib/loyalty-accounts/merge-history.ts, same row identity as the loyalty checks use).
// Returns what the inbox row says about it.
// Raw statements through the pg write path (lib/sql/), run at once: a second statement of the same
// account in the same batch reads what the first wrote.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { planHistoryMerge, prepareRows, type RowIn } from "@/lib/loyalty-accounts/merge-history";
import type { LoyaltyStatement } from "@/lib/services/email/result-schema";
import { storedPropertiesSchema } from "@/lib/loyalty-accounts/stored-schemas";
import { join, type Sql, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { defineUpsert } from "@/lib/sql/upsert-row";
import { readStored } from "@/lib/validation/read-stored";
import { matchStatement } from "./match-statement";
import type { StatementSummary } from "./stored-schemas";

export type { StatementSummary };

type SnapshotRow = Omit<Prisma.LoyaltyBalanceSnapshotUncheckedCreateInput, "id">;
const snapshots = defineUpsert<SnapshotRow>()("LoyaltyBalanceSnapshot", {
  columns: { accountId: "text", checkedAt: "timestamp", balance: "numeric" },
});
type HistoryRow = Omit<Prisma.LoyaltyHistoryRowUncheckedCreateInput, "id">;
const historyRows = defineUpsert<HistoryRow>()("LoyaltyHistoryRow", {
  columns: {
    accountId: "text",
    subAccountCode: "text",
    postingDate: "date",
    position: "int",
    rowKey: "text",
    miles: "numeric",
    fields: "jsonb",
  },
});

interface Candidate {
  id: string;
  providerCode: string;
  login: string;
  properties: unknown;
  lastCheckDate: Date | null;
}

const dateOf = (v: string | undefined) => {
  if (!v) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
  return Number.isNaN(d.getTime()) ? null : d;
};

export async function applyStatement(
  tx: SqlTx,
  userId: string,
  st: LoyaltyStatement,
): Promise<StatementSummary> {
  const summary: StatementSummary = {
    providerCode: st.providerCode ?? null,
    balance: st.balance ?? null,
    balanceDate: st.balanceDate ?? null,
    expirationDate: st.expirationDate ?? null,
    login: st.login ?? null,
    loginMasked: Boolean(st.loginMask),
    number: st.number ?? null,
    isMember: st.isMember === true,
    accountId: null,
    balanceUpdated: false,
    historyAdded: 0,
  };
  if (!st.providerCode) return summary;
  // lastCheckDate is a UTC wall time (timestamp(3)): read as the instant it is.
  const candidates = await tx.$queryRaw<Candidate[]>`
    SELECT id, "providerCode", login, properties, "lastCheckDate" AT TIME ZONE 'UTC' AS "lastCheckDate" FROM "LoyaltyAccount"
    WHERE "userId" = ${userId} AND lower("providerCode") = lower(${st.providerCode}) ORDER BY "createdAt", id`;
  const identities = candidates.map((a) => ({
    id: a.id,
    providerCode: a.providerCode,
    login: a.login,
    numbers: (readStored(storedPropertiesSchema, a.properties, `LoyaltyAccount.properties of ${a.id}`) ?? [])
      .filter((p) => p.kind === "1")
      .map((p) => p.value),
  }));
  const [match] = matchStatement(st, identities);
  const account = candidates.find((a) => a.id === match?.id);
  if (!account) return summary;
  summary.accountId = account.id;

  // The columns to set, each a fragment of the one UPDATE.
  const data: Sql[] = [];
  const balanceDate = dateOf(st.balanceDate);
  // Newer than what the account knows: never checked, or dated after its last check.
  const newer = !account.lastCheckDate || (balanceDate !== null && balanceDate > account.lastCheckDate);
  if (typeof st.balance === "number" && balanceDate && newer) {
    data.push(
      sql`"previousBalance" = balance`,
      sql`balance = ${st.balance}::numeric`,
      sql`"lastCheckDate" = ${balanceDate.toISOString()}::timestamptz AT TIME ZONE 'UTC'`,
    );
    await snapshots.write(tx, { accountId: account.id, checkedAt: balanceDate, balance: st.balance });
    summary.balanceUpdated = true;
    const expires = dateOf(st.expirationDate);
    if (expires) data.push(sql`"expirationDate" = ${expires.toISOString().slice(0, 10)}::date`);
  }
  if (st.properties?.length) {
    const merged = new Map(
      (
        readStored(
          storedPropertiesSchema,
          account.properties,
          `LoyaltyAccount.properties of ${account.id}`,
        ) ?? []
      ).map((p) => [p.code, p]),
    );
    // An older statement only adds what the account lacks: it never turns a newer check's elite
    // status (or any value) back into what the email said days before.
    for (const p of st.properties)
      if (newer || !merged.has(p.code))
        merged.set(p.code, { code: p.code, name: p.name ?? p.code, kind: p.kind, value: p.value });
    data.push(sql`properties = ${JSON.stringify([...merged.values()])}::jsonb`);
  }
  if (st.history?.length) summary.historyAdded = await mergeStatementHistory(tx, account.id, st.history);
  // The rows are no longer exactly the last complete reply (lib/loyalty-accounts/store-history.ts).
  if (summary.historyAdded) data.push(sql`"historyDigest" = NULL`);
  if (data.length)
    await tx.$executeRaw`UPDATE "LoyaltyAccount" SET ${join(data, ", ")}, "updatedAt" = now() WHERE id = ${account.id}`;
  return summary;
}

/** Statement rows carry {code, name, value}; field codes name the column kind (PostingDate, Miles…). */
async function mergeStatementHistory(
  tx: SqlTx,
  accountId: string,
  history: NonNullable<LoyaltyStatement["history"]>,
): Promise<number> {
  const columns = new Map<string, string>();
  const rows: RowIn[] = history.map((row) => ({
    fields: row.fields.map((f) => {
      const name = f.name ?? f.code ?? "Info";
      if (f.code) columns.set(name, f.code === "Amount" ? "Miles" : f.code);
      return { name, value: f.value };
    }),
  }));
  const incoming = prepareRows(
    rows,
    [...columns].map(([name, kind]) => ({ name, kind })),
  );
  const stored = await tx.$queryRaw<{ postingDate: string | null; rowKey: string }[]>`
    SELECT to_char("postingDate", 'YYYY-MM-DD') AS "postingDate", "rowKey" FROM "LoyaltyHistoryRow" WHERE "accountId" = ${accountId} AND "subAccountCode" = ''`;
  // "incremental": rows already held on the same day are not stored again (multiset per day).
  const plan = planHistoryMerge("incremental", incoming, stored);
  if (!plan.insert.length) return 0;
  for (const r of plan.insert)
    await historyRows.write(tx, {
      accountId,
      subAccountCode: "",
      postingDate: r.postingDate,
      position: r.position,
      rowKey: r.rowKey,
      miles: r.miles,
      fields: r.fields as Prisma.InputJsonValue,
    });
  return plan.insert.length;
}
