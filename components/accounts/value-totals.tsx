// Value of the accounts in dollars, in total and per kind; miles of different programs are never
// added together. Accounts without good data or a point value are left out, with a note saying so.
import { Card } from "@/components/ui/card";
import { programKind } from "@/lib/loyalty-accounts/words";
import {
  addValueTotals,
  leftOutNote,
  summarizeValues,
  type ValuedAccount,
  type ValueTotals as Totals,
} from "@/lib/valuations/account-values";
import { formatUsd } from "./format";

/** `linked`: totals already added up by PostgreSQL (the Accounts page), to which `accounts` add. */
export function ValueTotals({ accounts, linked }: { accounts: ValuedAccount[]; linked?: Totals }) {
  const t = linked ? addValueTotals(linked, summarizeValues(accounts)) : summarizeValues(accounts);
  const note = leftOutNote(t.leftOut);
  return (
    <Card aria-label="Totals">
      <h2 className="text-muted mb-3 text-sm font-semibold">Estimated value</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-muted text-xs">All accounts</dt>
          <dd className="text-2xl font-semibold tabular-nums" aria-label="Total value">
            {t.counted ? formatUsd(t.total) : "Value unknown"}
          </dd>
        </div>
        {t.byKind.map((k) => (
          <div key={k.kind}>
            <dt className="text-muted text-xs">
              {programKind(k.kind)} · {k.accounts} {k.accounts === 1 ? "account" : "accounts"}
            </dt>
            <dd className="text-lg font-semibold tabular-nums">{formatUsd(k.value)}</dd>
          </div>
        ))}
      </dl>
      {note ? (
        <p className="text-muted mt-3 text-xs" role="note">
          {note}
        </p>
      ) : null}
    </Card>
  );
}
