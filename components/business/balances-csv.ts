// Team balances as CSV (RFC 4180 quoting). Cells that a spreadsheet would run as a formula are
// prefixed with ' (a provider's text could start with "=").
import type { BalanceRow } from "@/lib/business/list-balances";
import { errorCodeWords } from "@/lib/business/words";

const cell = (v: string | number | null | undefined) => {
  let s = v === null || v === undefined ? "" : String(v);
  if (/^[=@\t\r]/.test(s) || /^[+-][^\d]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function balancesCsv(rows: BalanceRow[]): string {
  const header = ["Person", "Program", "Kind", "Balance", "Change", "Expiration", "Elite status", "Elite rank", "Last update", "Status", "Message"];
  const lines = rows.map((r) => [
    r.person,
    r.program,
    r.kind,
    r.balanceHidden ? "not shared (access level 0)" : (r.balanceRaw ?? (r.balance === null ? "not available" : r.balance)),
    r.change,
    r.expirationDate?.slice(0, 10),
    r.elite?.name,
    r.elite?.rank,
    r.lastUpdate,
    errorCodeWords(r.errorCode).label,
    r.errorMessage,
  ].map(cell).join(","));
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
