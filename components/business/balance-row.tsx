// One account of Team balances: a table row at every width. On a phone the table's own classes
// (balances-table.tsx, ROW_LAYOUT) lay the same cells out as a card, so each row is drawn once
// (issue 39: the table and a second list of cards made 10,000 accounts' page 246 kB). Styles shared
// by every row sit on the table, not on each row: a page draws 100 of them.
import Link from "next/link";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { UPDATED_AT } from "@/components/accounts/format";
import { LocalTime } from "@/components/ui/local-time";
import type { DrawnBalanceRow } from "@/lib/business/list-balances";
import { ErrorCodeBadge } from "./error-code-badge";

const muted = "text-xs text-muted";

export function BalanceRow({ r }: { r: DrawnBalanceRow }) {
  return (
    <tr>
      <td>
        <Link href={`/business/people/${r.personId}`}>{r.person}</Link>
      </td>
      <td>
        <Link href={`/business/accounts/${r.id}`}>{r.program}</Link>
        <span className={muted}> {r.kind}</span>
      </td>
      <td>
        {r.balanceHidden ? (
          <span className={muted} title="Access level 0: numbers and statuses only">
            Hidden (level 0)
          </span>
        ) : r.balance !== null ? (
          <>
            {r.balance}
            {r.unit ? <span className={muted}> {r.unit}</span> : null}
          </>
        ) : (
          <span className="text-muted">Not available</span>
        )}
      </td>
      <td className={r.change ? (r.change.startsWith("+") ? "text-good" : "text-bad") : undefined}>
        {r.change ?? ""}
      </td>
      <td>{r.expirationDate ? <ExpiryDate date={r.expirationDate} /> : "—"}</td>
      <td>
        {r.elite ? (
          <>
            {r.elite.name}
            {r.elite.rank !== null ? <span className={muted}> (rank {r.elite.rank})</span> : null}
          </>
        ) : (
          "—"
        )}
      </td>
      <td>
        {r.lastUpdate ? <LocalTime iso={r.lastUpdate} options={UPDATED_AT} /> : "Never"}
        {r.lastError ? <span className="text-bad block">Last fetch failed: {r.lastError}</span> : null}
      </td>
      <td>
        <ErrorCodeBadge code={r.errorCode} message={r.errorMessage} />
      </td>
    </tr>
  );
}
