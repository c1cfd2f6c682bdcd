// The signed-in user's linked loyalty accounts for the Accounts page: never credentials, login masked.
// What a failed or never-checked account shows is decided in account-facts.ts; values in lib/valuations.
// With `ids`, only those accounts, in that order (one page of the list, list-accounts-page.ts).
import { balanceChange, balanceNumber } from "@/lib/loyalty-accounts/balance-number";
import "server-only";
import { db } from "@/lib/db";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { accountLabel, dataStatus } from "./account-facts";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { readStored } from "@/lib/validation/read-stored";
import { loadProgramFacts, type ProgramFacts } from "./program-facts";
import { storedPropertiesSchema } from "./stored-schemas";
import { maskLogin } from "./words";

export type AccountSummary = Awaited<ReturnType<typeof listAccounts>>[number];

export async function listAccounts(
  userId: string,
  only?: { ids: string[]; facts: Map<string, ProgramFacts> },
) {
  const found = await db.loyaltyAccount.findMany({
    where: { userId, service: "loyalty", ...(only ? { id: { in: only.ids } } : {}) },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      providerCode: true,
      login: true,
      state: true,
      message: true,
      question: true,
      balance: true,
      previousBalance: true,
      expirationDate: true,
      neverExpires: true,
      eliteLevel: true,
      properties: true,
      lastCheckDate: true,
      lastRequestId: true,
    },
  });
  const at = only ? new Map(only.ids.map((id, i) => [id, i])) : null;
  const rows = at ? found.sort((a, b) => at.get(a.id)! - at.get(b.id)!) : found;
  const ids = rows.map((r) => r.id);
  const [facts, pendingRows, lastGood] = await Promise.all([
    only && rows.every((r) => only.facts.has(r.providerCode))
      ? only.facts
      : loadProgramFacts(
          userId,
          rows.map((r) => r.providerCode),
        ),
    db.serviceRequest.findMany({
      where: {
        id: { in: rows.map((r) => r.lastRequestId).filter((x): x is string => !!x) },
        state: LoyaltyState.Pending,
      },
      select: { id: true },
    }),
    // The latest good result of each account: snapshots are written only for results with data (state 1/9).
    db.loyaltyBalanceSnapshot.groupBy({
      by: ["accountId"],
      where: { accountId: { in: ids } },
      _max: { checkedAt: true },
    }),
  ]);
  const pending = new Set(pendingRows.map((r) => r.id));
  const goodAt = new Map(lastGood.map((g) => [g.accountId, g._max.checkedAt?.toISOString() ?? null]));
  const program = (code: string): ProgramFacts =>
    facts.get(code) ?? { code, name: code, kind: 5, programName: undefined, value: null };
  return rows.map((r) => {
    const p = program(r.providerCode);
    const props =
      readStored(storedPropertiesSchema, r.properties, `LoyaltyAccount.properties of ${r.id}`) ?? [];
    const lastGoodAt = goodAt.get(r.id) ?? null;
    const status = dataStatus(r.state, lastGoodAt);
    const value = p.value;
    const known = status !== "never";
    return {
      id: r.id,
      providerCode: r.providerCode,
      programName: p.name,
      kind: p.kind,
      unit: balanceUnit(r.providerCode, p.kind),
      maskedLogin: maskLogin(r.login),
      label: accountLabel(props, maskLogin(r.login)),
      state: r.state,
      status,
      message: r.message,
      question: r.question,
      pending: r.lastRequestId ? pending.has(r.lastRequestId) : false,
      balance: known ? balanceNumber(r.balance) : null,
      change: status === "current" ? balanceChange(r.balance, r.previousBalance) : null,
      expirationDate: known ? (r.expirationDate?.toISOString().slice(0, 10) ?? null) : null,
      neverExpires: known && r.neverExpires,
      properties: known ? props : [],
      eliteLevel: known ? r.eliteLevel : null,
      eliteStatus: known
        ? (props.find((x) => x.kind === "3")?.value ??
          (r.eliteLevel != null ? `Level ${r.eliteLevel}` : null))
        : null,
      lastGoodAt,
      lastTriedAt: r.lastCheckDate?.toISOString() ?? null,
      pointValue: value?.value ?? null,
      pointValueSource: value?.source ?? null,
      estimatedValue: value != null && known && r.balance != null ? r.balance.toNumber() * value.value : null,
    };
  });
}
