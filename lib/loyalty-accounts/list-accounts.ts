// The signed-in user's linked loyalty accounts for the Accounts page: never credentials, login masked.
// What a failed or never-checked account shows is decided in account-facts.ts; values in lib/valuations.
import { balanceChange, balanceNumber } from "@/lib/loyalty-accounts/balance-number";
import "server-only";
import { db } from "@/lib/db";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { loadPointValueResolver } from "@/lib/valuations/load-point-value-resolver";
import { accountLabel, dataStatus } from "./account-facts";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { readStored } from "@/lib/validation/read-stored";
import { storedProgramDataSchema, storedPropertiesSchema } from "./stored-schemas";
import { maskLogin } from "./words";

export type AccountSummary = Awaited<ReturnType<typeof listAccounts>>[number];


export async function listAccounts(userId: string) {
  const [rows, resolveValue] = await Promise.all([
    db.loyaltyAccount.findMany({
      where: { userId, service: "loyalty" },
      orderBy: { createdAt: "asc" },
      select: {
        id: true, providerCode: true, login: true, state: true, message: true, question: true, balance: true, previousBalance: true,
        expirationDate: true, neverExpires: true, eliteLevel: true, properties: true, lastCheckDate: true, lastRequestId: true,
      },
    }),
    loadPointValueResolver(userId),
  ]);
  const ids = rows.map((r) => r.id);
  const [catalog, pendingRows, lastGood] = await Promise.all([
    // Only the user's programs: the service's list names hundreds.
    db.providerCatalog.findMany({
      where: { service: { in: ["loyalty", "loyalty:definition"] }, code: { in: [...new Set(rows.map((r) => r.providerCode))] } },
      select: { service: true, code: true, name: true, data: true },
    }),
    db.serviceRequest.findMany({ where: { id: { in: rows.map((r) => r.lastRequestId).filter((x): x is string => !!x) }, state: LoyaltyState.Pending }, select: { id: true } }),
    // The latest good result of each account: snapshots are written only for results with data (state 1/9).
    db.loyaltyBalanceSnapshot.groupBy({ by: ["accountId"], where: { accountId: { in: ids } }, _max: { checkedAt: true } }),
  ]);
  const pending = new Set(pendingRows.map((r) => r.id));
  const goodAt = new Map(lastGood.map((g) => [g.accountId, g._max.checkedAt?.toISOString() ?? null]));
  // Name and kind from the cached list, else from the cached definition (a program linked by URL).
  // Once per program, not per account: each reads and validates the cached catalog entries.
  const programs = new Map<string, { name: string; kind: number; programName: string | undefined }>();
  const program = (code: string) => {
    let p = programs.get(code);
    if (!p) programs.set(code, (p = readProgram(code)));
    return p;
  };
  const readProgram = (code: string) => {
    const item = catalog.find((c) => c.code === code && c.service === "loyalty");
    const def = catalog.find((c) => c.code === code && c.service === "loyalty:definition");
    const defData = def ? readStored(storedProgramDataSchema, def.data, `loyalty definition ${code}`) : undefined;
    const kind = (item ? readStored(storedProgramDataSchema, item.data, `loyalty program ${code}`) : undefined)?.kind ?? defData?.kind ?? 5;
    return { name: item?.name ?? def?.name ?? code, kind: Number(kind), programName: defData?.programName };
  };
  const values = new Map<string, ReturnType<typeof resolveValue>>();
  const valueOf = (code: string, p: { name: string; programName: string | undefined }) => {
    if (!values.has(code)) values.set(code, resolveValue(code, [p.programName, p.name]));
    return values.get(code) ?? null;
  };
  return rows.map((r) => {
    const p = program(r.providerCode);
    const props = readStored(storedPropertiesSchema, r.properties, `LoyaltyAccount.properties of ${r.id}`) ?? [];
    const lastGoodAt = goodAt.get(r.id) ?? null;
    const status = dataStatus(r.state, lastGoodAt);
    const value = valueOf(r.providerCode, p);
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
      eliteStatus: known ? (props.find((x) => x.kind === "3")?.value ?? (r.eliteLevel != null ? `Level ${r.eliteLevel}` : null)) : null,
      lastGoodAt,
      lastTriedAt: r.lastCheckDate?.toISOString() ?? null,
      pointValue: value?.value ?? null,
      pointValueSource: value?.source ?? null,
      estimatedValue: value != null && known && r.balance != null ? r.balance.toNumber() * value.value : null,
    };
  });
}
