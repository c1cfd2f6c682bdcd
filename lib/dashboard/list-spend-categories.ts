// The categories the traveler spends in: the Category column (spec 2 A2 history kind, card programs
// only) of their accounts' recent history, matched by caption or kind (history-fields.ts).
// A fixed number of queries whatever the number of accounts: the accounts with a fingerprint of their
// program's cached definition in one read, and one history read for every card account together.
// Reading them account by account made the dashboard cost ~0.8 s of database round trips for a user
// with 100 accounts, the main reason it fell behind under load (bench/README.md "Fuzzing and load").
// A definition's history columns are kept in this process under that fingerprint (an md5 of the
// stored JSON, computed by PostgreSQL), so a view neither reads nor validates definitions again until
// one changes: two statements a view instead of three, and no schema parse (issue 40).
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { type ColumnDef, valueOfKind } from "@/lib/loyalty-accounts/history-fields";
import { DEFINITIONS, readCachedDefinitions } from "@/lib/loyalty-accounts/provider-definitions";

const MAX_KEPT = 2_000;
const store = globalThis as unknown as { milepostHistoryColumns?: Map<string, ColumnDef[]> };
const kept = () => (store.milepostHistoryColumns ??= new Map());
const keyOf = (code: string, fingerprint: string | null) => `${code}\u0000${fingerprint ?? ""}`;

export async function listSpendCategories(userId: string, limit = 400): Promise<string[]> {
  const accounts = await db.$queryRaw<{ id: string; providerCode: string; fingerprint: string | null }[]>`
    SELECT a.id, a."providerCode", md5(c.data::text) AS fingerprint
    FROM "LoyaltyAccount" a
    LEFT JOIN "ProviderCatalog" c ON c.service = ${DEFINITIONS} AND c.code = a."providerCode"
    WHERE a."userId" = ${userId} AND a.service = 'loyalty'
    ORDER BY a."createdAt" ASC`;
  const columnsOf = await historyColumns(accounts);
  const cards = accounts.filter((a) => columnsOf.get(a.id)!.some((c) => c.kind === "Category"));
  if (cards.length === 0) return [];
  // The newest `limit` rows of each card account, in one statement (owner-filtered through the account).
  const rows = await db.$queryRaw<{ accountId: string; fields: { name: string; value: string }[] }[]>`
    SELECT h."accountId", h.fields FROM (
      SELECT r."accountId", r.fields,
        row_number() OVER (PARTITION BY r."accountId" ORDER BY r."postingDate" DESC NULLS LAST, r.id) AS n
      FROM "LoyaltyHistoryRow" r JOIN "LoyaltyAccount" a ON a.id = r."accountId"
      WHERE a."userId" = ${userId} AND r."accountId" IN (${Prisma.join(cards.map((c) => c.id))})
    ) h WHERE h.n <= ${limit}
    ORDER BY h."accountId", h.n`;
  const order = new Map(cards.map((c, i) => [c.id, i]));
  rows.sort((a, b) => order.get(a.accountId)! - order.get(b.accountId)!);
  const out: string[] = [];
  for (const r of rows) {
    const v = valueOfKind(r.fields, columnsOf.get(r.accountId)!, "Category");
    if (v) out.push(v);
  }
  return out;
}

/** Each account's history columns, from the kept definitions; those not kept (new or changed) are read once. */
async function historyColumns(
  accounts: { id: string; providerCode: string; fingerprint: string | null }[],
): Promise<Map<string, ColumnDef[]>> {
  const map = kept();
  const missing = [
    ...new Set(
      accounts.filter((a) => !map.has(keyOf(a.providerCode, a.fingerprint))).map((a) => a.providerCode),
    ),
  ];
  if (missing.length) {
    const definitions = await readCachedDefinitions(missing);
    for (const a of accounts) {
      if (!missing.includes(a.providerCode)) continue;
      if (map.size >= MAX_KEPT) map.delete(map.keys().next().value!); // the oldest first
      map.set(keyOf(a.providerCode, a.fingerprint), definitions.get(a.providerCode)?.historyColumns ?? []);
    }
  }
  return new Map(accounts.map((a) => [a.id, map.get(keyOf(a.providerCode, a.fingerprint)) ?? []]));
}
