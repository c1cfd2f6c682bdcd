// Team balances: one view of the shared accounts of every person (person × program), as the owner's
// level allows — the rows of the pages shown, the counts, the filter choices and the totals per
// program, each computed by PostgreSQL (balances-sql.ts) so the page carries only what it draws. The
// order, counts, choices and totals of a view are kept while the business's data version is the same
// (balances-view-cache.ts): a view then reads the rows it draws, not every shared account.
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
  businessVersionSql,
} from "./balances-sql";
import { BALANCES_MAX_PAGES, BALANCES_PAGE, type BalancesView } from "./balances-view";
import { keptForVersion } from "./balances-view-cache";

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

/** The view without its page: its order and filters. */
const viewKey = (userId: string, v: BalancesView) =>
  JSON.stringify([userId, v.kind, v.person, v.sort, v.dir]);

/** What a view needs of every shared account, computed once per data version: the ids of its rows in
 *  order (as many as a view may show), its counts and its totals per program. */
async function computeView(userId: string, view: BalancesView) {
  const [ids, [counts], totals] = await Promise.all([
    db.$queryRaw<{ id: string }[]>(balancesPageSql(userId, view, BALANCES_MAX_PAGES * BALANCES_PAGE)),
    db.$queryRaw<{ total: number; matched: number }[]>(balancesCountSql(userId, view)),
    listTotals(userId, view),
  ]);
  return {
    ids: ids.map((r) => r.id),
    total: counts?.total ?? 0,
    matched: counts?.matched ?? 0,
    totals,
  };
}

export async function listBalances(userId: string, view: BalancesView) {
  const [version] = await db.$queryRaw<{ version: string }[]>(businessVersionSql(userId));
  const at = version?.version ?? "none";
  const [computed, kinds, chosen] = await Promise.all([
    keptForVersion(viewKey(userId, view), at, () => computeView(userId, view)),
    keptForVersion(JSON.stringify([userId, "kinds"]), at, async () =>
      (await db.$queryRaw<{ kind: string }[]>(balanceKindsSql(userId))).map((k) => k.kind),
    ),
    view.person
      ? db.businessPerson.findFirst({
          where: { userId, id: view.person },
          select: { id: true, fullName: true },
        })
      : null,
  ]);
  return {
    rows: (await balanceRowsByIds(userId, computed.ids.slice(0, view.page * BALANCES_PAGE))).map(drawn),
    total: computed.total,
    matched: computed.matched,
    kinds,
    /** The person filtered on, named before the list of people has come. */
    person: chosen ? { id: chosen.id, name: chosen.fullName } : null,
    totals: computed.totals,
  };
}
export type BalancesPage = Awaited<ReturnType<typeof listBalances>>;
