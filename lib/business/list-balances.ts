// Team balances: one view of the shared accounts of every person (person × program), as the owner's
// level allows — the rows of the pages shown, the counts, the filter choices and the totals per
// program, each computed by PostgreSQL (balances-sql.ts) so the page carries only what it draws.
import "server-only";
import { db } from "@/lib/db";
import { programKindCode } from "@/lib/loyalty-accounts/words";
import { balanceUnit } from "@/lib/valuations/default-point-values";
import { accountRow, accountSelect } from "./account-view";
import {
  balanceKindsSql,
  balancePeopleSql,
  balancesCountSql,
  balancesPageSql,
  balanceTotalsSql,
} from "./balances-sql";
import type { BalancesView } from "./balances-view";

/** Rows by id, in the order of `ids` (the order PostgreSQL chose for the view). */
export async function balanceRowsByIds(userId: string, ids: string[]) {
  const rows = await db.businessAccount.findMany({
    where: { userId, id: { in: ids } },
    select: { ...accountSelect, person: { select: { id: true, fullName: true, kind: true, level: true } } },
  });
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => at.get(a.id)! - at.get(b.id)!)
    .map((r) => ({
      ...accountRow(r, r.person.level),
      personId: r.person.id,
      person: r.person.fullName,
      personKind: r.person.kind,
      level: r.person.level,
    }));
}
export type BalanceRow = Awaited<ReturnType<typeof balanceRowsByIds>>[number];

/** What the page draws of a row (the CSV, written on the server, takes the whole row): every byte
 *  here is sent twice, in the HTML and in the data the browser picks up. */
const drawn = (r: BalanceRow) => ({
  id: r.id,
  personId: r.personId,
  person: r.person,
  program: r.program,
  kind: r.kind,
  balanceHidden: r.balanceHidden,
  balance: r.balance,
  unit: r.unit,
  change: r.change,
  expirationDate: r.expirationDate,
  elite: r.elite,
  lastUpdate: r.lastUpdate,
  lastError: r.lastError,
  errorCode: r.errorCode,
  errorMessage: r.errorMessage,
});
export type DrawnBalanceRow = ReturnType<typeof drawn>;

type TotalRow = {
  program: string;
  code: string | null;
  kind: string | null;
  total: { toNumber(): number } | null;
  counted: number;
  hidden: number;
  numeric: boolean | null;
};

async function listTotals(userId: string, view: BalancesView) {
  const rows = await db.$queryRaw<TotalRow[]>(balanceTotalsSql(userId, view));
  return rows
    .map((t) => ({
      program: t.program,
      unit: t.numeric ? balanceUnit(t.code ?? "", programKindCode(t.kind)) : null,
      total: t.total?.toNumber() ?? 0,
      counted: t.counted,
      hidden: t.hidden,
    }))
    .sort((a, b) => a.program.localeCompare(b.program));
}
export type BalanceTotal = Awaited<ReturnType<typeof listTotals>>[number];

/** The people the person filter offers (fetched by the browser once the page is up: a business of
 *  1,000 people would otherwise put 1,000 options, twice, into every page of balances). */
export const listBalancePeople = (userId: string) =>
  db.$queryRaw<{ id: string; name: string }[]>(balancePeopleSql(userId));

export async function listBalances(userId: string, view: BalancesView) {
  const [ids, [counts], kinds, totals, chosen] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(balancesPageSql(userId, view)),
    db.$queryRaw<{ total: number; matched: number }[]>(balancesCountSql(userId, view)),
    db.$queryRaw<{ kind: string }[]>(balanceKindsSql(userId)),
    listTotals(userId, view),
    view.person
      ? db.businessPerson.findFirst({
          where: { userId, id: view.person },
          select: { id: true, fullName: true },
        })
      : null,
  ]);
  return {
    rows: (
      await balanceRowsByIds(
        userId,
        ids.map((r) => r.id),
      )
    ).map(drawn),
    total: counts?.total ?? 0,
    matched: counts?.matched ?? 0,
    kinds: kinds.map((k) => k.kind),
    /** The person filtered on, named before the list of people has come. */
    person: chosen ? { id: chosen.id, name: chosen.fullName } : null,
    totals,
  };
}
export type BalancesPage = Awaited<ReturnType<typeof listBalances>>;
