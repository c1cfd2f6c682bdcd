"use client";
// Every linked account with balance, change, expiration, elite status and state; totals per kind.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { cn } from "@/lib/cn";
import { programKind } from "@/lib/loyalty-accounts/words";
import { expiresSoon, formatChange, formatDate, formatPoints, formatUsd, UPDATED_AT } from "./format";
import { LocalTime } from "@/components/ui/local-time";
import { StateBadge } from "./state-badge";
import { useCheckAccount } from "./use-account-mutations";
import { useAccounts } from "./use-account-queries";

export function AccountsList({ today }: { today: string }) {
  const { data: accounts = [] } = useAccounts();
  const check = useCheckAccount();
  if (accounts.length === 0)
    return <Notice title="No accounts yet">Link your first airline, hotel or card program to see its balance here.</Notice>;
  const kinds = [...new Set(accounts.map((a) => a.kind))].sort((a, b) => a - b);
  const valued = accounts.filter((a) => a.estimatedValue != null);
  return (
    <div className="flex flex-col gap-6">
      <Card aria-label="Totals">
        <h2 className="mb-3 text-sm font-semibold text-muted">Totals by kind</h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {kinds.map((k) => (
            <div key={k}>
              <dt className="text-xs text-muted">{programKind(k)}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPoints(accounts.filter((a) => a.kind === k).reduce((s, a) => s + (a.balance ?? 0), 0))}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs text-muted">Estimated value</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {valued.length ? formatUsd(valued.reduce((s, a) => s + (a.estimatedValue ?? 0), 0)) : "Value unknown"}
            </dd>
            {valued.length > 0 && valued.length < accounts.length ? <dd className="text-xs text-muted">{accounts.length - valued.length} without a known point value</dd> : null}
          </div>
        </dl>
      </Card>
      <ul className="flex flex-col gap-3" aria-label="Linked accounts">
        {accounts.map((a) => (
          <li key={a.id}>
            <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-4">
              <div className="min-w-48 flex-1">
                <Link href={`/accounts/${a.id}`} className="font-medium text-brand hover:underline">{a.programName}</Link>
                <p className="text-xs text-muted">{programKind(a.kind)} · {a.maskedLogin}</p>
                <div className="mt-1"><StateBadge state={a.state} pending={a.pending} /></div>
                {a.message && !a.pending ? <p className="mt-1 text-xs text-muted">{a.message}</p> : null}
              </div>
              <div className="min-w-32 text-right">
                <p className="text-lg font-semibold tabular-nums" aria-label={`Balance of ${a.programName}`}>{formatPoints(a.balance)}</p>
                {formatChange(a.change) ? <p className={cn("text-xs tabular-nums", (a.change ?? 0) > 0 ? "text-good" : "text-bad")}>{formatChange(a.change)} since last update</p> : null}
                {a.estimatedValue != null ? <p className="text-xs text-muted">≈ {formatUsd(a.estimatedValue)}</p> : <p className="text-xs text-muted">value unknown</p>}
              </div>
              <div className="min-w-36 text-sm">
                <p>
                  {a.neverExpires ? "Never expires" : a.expirationDate ? (
                    <span className={cn(expiresSoon(a.expirationDate, today) && "rounded bg-warn-soft px-1 font-medium text-warn")}>Expires {formatDate(a.expirationDate)}</span>
                  ) : "Expiration unknown"}
                </p>
                <p className="text-muted">{a.eliteStatus ?? "No elite status"}</p>
                <p className="text-xs text-muted">{a.lastUpdated ? <>Updated <LocalTime iso={a.lastUpdated} options={UPDATED_AT} /></> : "Not updated yet"}</p>
              </div>
              <Button variant="secondary" disabled={a.pending || check.isPending} onClick={() => check.mutate(a.id)} aria-label={`Update ${a.programName} now`}>
                Update now
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
