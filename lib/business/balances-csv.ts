// Team balances as CSV (RFC 4180 quoting), written row by row as the export streams. Cells that a
// spreadsheet would run as a formula are prefixed with ' (a provider's text could start with "=").
import "server-only";
import { db } from "@/lib/db";
import { balancesPageSql } from "./balances-sql";
import type { BalancesView } from "./balances-view";
import { balanceRowsByIds, type BalanceRow } from "./list-balances";
import { errorCodeWords } from "./words";

const cell = (v: string | number | null | undefined) => {
  let s = v === null || v === undefined ? "" : String(v);
  if (/^[=@\t\r]/.test(s) || /^[+-][^\d]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const BALANCES_CSV_HEADER =
  "Person,Program,Kind,Balance,Change,Expiration,Elite status,Elite rank,Last update,Status,Message\r\n";

export function balanceCsvLine(r: BalanceRow): string {
  return (
    [
      r.person,
      r.program,
      r.kind,
      r.balanceHidden
        ? "not shared (access level 0)"
        : (r.balanceRaw ?? (r.balance === null ? "not available" : r.balance)),
      r.change,
      r.expirationDate?.slice(0, 10),
      r.elite?.name,
      r.elite?.rank,
      r.lastUpdate,
      errorCodeWords(r.errorCode).label,
      r.errorMessage,
    ]
      .map(cell)
      .join(",") + "\r\n"
  );
}

/** Rows read from the database per step of the export. */
const CSV_BATCH = 500;

/** Every row the view's filters keep (not only its pages), in its order, a batch at a time: the
 *  order is fixed once (ids only), then rows are read and written 500 at a time, so neither the
 *  server nor the browser ever holds the whole table. */
export async function* balancesCsv(userId: string, view: BalancesView): AsyncGenerator<string> {
  const ids = (await db.$queryRaw<{ id: string }[]>(balancesPageSql(userId, view, null))).map((r) => r.id);
  yield BALANCES_CSV_HEADER;
  for (let at = 0; at < ids.length; at += CSV_BATCH) {
    const rows = await balanceRowsByIds(userId, ids.slice(at, at + CSV_BATCH));
    yield rows.map(balanceCsvLine).join("");
  }
}
