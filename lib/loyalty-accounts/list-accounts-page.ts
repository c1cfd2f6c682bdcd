// One view of the Accounts list: the cards of the pages shown, how many accounts there are and how
// many the filter keeps, and the value totals of every account — each computed by PostgreSQL
// (accounts-sql.ts), so the page carries what it draws, not every account the user has linked.
import "server-only";
import { db } from "@/lib/db";
import type { ValueTotals } from "@/lib/valuations/account-values";
import { accountCodesSql, accountsCountSql, accountsPageSql, accountValuesSql } from "./accounts-sql";
import type { AccountsView } from "./accounts-view";
import { listAccounts, type AccountSummary } from "./list-accounts";
import { loadProgramFacts, programRows } from "./program-facts";

/** What a card draws (the account page has the rest): every byte here is sent twice, in the HTML and
 *  in the data the browser picks up. */
const drawn = (a: AccountSummary) => ({
  id: a.id,
  programName: a.programName,
  kind: a.kind,
  label: a.label,
  state: a.state,
  status: a.status,
  message: a.message,
  pending: a.pending,
  balance: a.balance,
  unit: a.unit,
  change: a.change,
  estimatedValue: a.estimatedValue,
  expirationDate: a.expirationDate,
  neverExpires: a.neverExpires,
  eliteStatus: a.eliteStatus,
  lastGoodAt: a.lastGoodAt,
});

type ValueRow = {
  kind: number;
  counted: number;
  value: number | null;
  notChecked: number;
  failed: number;
  noValue: number;
};

/** The rows of accountValuesSql as summarizeValues would have added them up. */
function valueTotalsOf(rows: ValueRow[]): ValueTotals {
  const sum = (f: (r: ValueRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    total: sum((r) => r.value ?? 0),
    counted: sum((r) => r.counted),
    byKind: rows
      .filter((r) => r.counted > 0)
      .map((r) => ({ kind: r.kind, value: r.value ?? 0, accounts: r.counted })),
    leftOut: {
      notChecked: sum((r) => r.notChecked),
      failed: sum((r) => r.failed),
      noValue: sum((r) => r.noValue),
    },
  };
}

export async function listAccountsPage(userId: string, view: AccountsView) {
  const codes = await db.$queryRaw<{ code: string }[]>(accountCodesSql(userId));
  const facts = await loadProgramFacts(
    userId,
    codes.map((c) => c.code),
  );
  const programs = programRows(facts);
  const [ids, [counts], values] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(accountsPageSql(userId, programs, view)),
    db.$queryRaw<{ total: number; matched: number }[]>(accountsCountSql(userId, programs, view)),
    db.$queryRaw<ValueRow[]>(accountValuesSql(userId, programs)),
  ]);
  const rows = ids.length ? await listAccounts(userId, { ids: ids.map((r) => r.id), facts }) : [];
  return {
    rows: rows.map(drawn),
    total: counts?.total ?? 0,
    matched: counts?.matched ?? 0,
    totals: valueTotalsOf(values),
  };
}
export type AccountsPage = Awaited<ReturnType<typeof listAccountsPage>>;
