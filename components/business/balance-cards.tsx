// Team balances on a phone: one card per account instead of an eight-column table. Styles shared by
// every card sit on the list: a page draws 100 of them (and the table beside them).
import Link from "next/link";
import { ExpiryDate } from "@/components/accounts/expiry-date";
import { UPDATED_AT } from "@/components/accounts/format";
import { LocalTime } from "@/components/ui/local-time";
import type { DrawnBalanceRow } from "@/lib/business/list-balances";
import { cn } from "@/lib/cn";
import { ErrorCodeBadge } from "./error-code-badge";

export function BalanceCards({ rows }: { rows: DrawnBalanceRow[] }) {
  return (
    <ul aria-label="Team balances (list)" className="flex flex-col gap-2 sm:hidden [&>li]:rounded-lg [&>li]:border [&>li]:border-line [&>li]:bg-surface [&>li]:p-3 [&>li]:text-sm">
      {rows.map((r) => (
        <li key={r.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link className="font-medium text-brand hover:underline" href={`/business/accounts/${r.id}`}>{r.program}</Link>
              <p className="text-xs text-muted"><Link className="underline hover:no-underline" href={`/business/people/${r.personId}`}>{r.person}</Link> · {r.kind}</p>
            </div>
            <div className="shrink-0 text-right tabular-nums">
              <p className="whitespace-nowrap font-semibold">{r.balanceHidden ? <span className="text-xs font-normal text-muted">Hidden (level 0)</span> : (r.balance !== null ? <>{r.balance}{r.unit ? <span className="text-xs font-normal text-muted"> {r.unit}</span> : null}</> : <span className="text-xs font-normal text-muted">Not available</span>)}</p>
              {r.change ? <p className={cn("text-xs", r.change.startsWith("+") ? "text-good" : "text-bad")}>{r.change}</p> : null}
            </div>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
            <ErrorCodeBadge code={r.errorCode} message={r.errorMessage} />
            {r.elite ? <span>{r.elite.name}{r.elite.rank !== null ? ` (rank ${r.elite.rank})` : ""}</span> : null}
            {r.expirationDate ? <ExpiryDate date={r.expirationDate} prefix="Expires " /> : null}
            <span className="text-muted">{r.lastUpdate ? <>Updated <LocalTime iso={r.lastUpdate} options={UPDATED_AT} /></> : "Never updated"}</span>
          </div>
          {r.lastError ? <p className="mt-1 text-xs text-bad">Last fetch failed: {r.lastError}</p> : null}
        </li>
      ))}
    </ul>
  );
}
