"use client";
// Every linked account with balance (and its unit), value, change, expiration, elite status and state;
// value totals. A failed or never-checked account shows only what is known (account-facts.ts).
// From six accounts on: a filter and an order (arrange-accounts.ts; the order is kept in the address,
// /accounts?order=expiring, so a reload or a link keeps it), and 25 cards at a time.
import Link from "next/link";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import { cn } from "@/lib/cn";
import { eliteStatusText } from "@/lib/loyalty-accounts/account-facts";
import { programKind } from "@/lib/loyalty-accounts/words";
import { AccountFreshness } from "./account-freshness";
import { ACCOUNT_ORDERS, ACCOUNTS_PAGE, arrangeAccounts, type AccountOrder } from "./arrange-accounts";
import { ExpiryDate } from "./expiry-date";
import { formatBalance, formatChange, formatUsd } from "./format";
import { StateBadge } from "./state-badge";
import { useCheckAccount } from "./use-account-mutations";
import { useAccounts } from "./use-account-queries";
import { useManualBalances } from "./use-manual-balances";
import { valuedBalance } from "@/lib/manual-balances/valued-balance";
import { ValueTotals } from "./value-totals";

/** The order into the address without a navigation (the list is already on the page). */
function keepOrderInAddress(order: AccountOrder) {
  const url = new URL(window.location.href);
  if (order === "linked") url.searchParams.delete("order");
  else url.searchParams.set("order", order);
  window.history.replaceState(window.history.state, "", url);
}

/** Fewer accounts than this fit on a screen or two: no filter or order to get in the way. */
const TOOLS_FROM = 6;

export function AccountsList({ initialOrder = "linked" }: { initialOrder?: AccountOrder }) {
  const { data: accounts = [] } = useAccounts();
  const check = useCheckAccount();
  const [query, setQuery] = useState("");
  const [order, setOrder] = useState<AccountOrder>(initialOrder);
  const [shown, setShown] = useState(ACCOUNTS_PAGE);
  const { data: typed = [] } = useManualBalances();
  const arranged = useMemo(() => arrangeAccounts(accounts, query, order), [accounts, query, order]);
  // Typed-in balances count in the totals like linked accounts (issue 36).
  const valued = [...accounts.map((a) => ({ kind: a.kind, balance: a.balance, pointValue: a.pointValue, status: a.status })), ...typed.map(valuedBalance)];
  if (accounts.length === 0)
    return (
      <div className="flex flex-col gap-6">
        {typed.length ? <ValueTotals accounts={valued} /> : null}
        <Notice title="No linked accounts yet">Link your first airline, hotel or card program to see its balance here.</Notice>
      </div>
    );
  const visible = arranged.slice(0, shown);
  const hidden = arranged.length - visible.length;
  const total = `${accounts.length.toLocaleString("en-US")} accounts`;
  return (
    <div className="flex flex-col gap-6">
      <ValueTotals accounts={valued} />
      {accounts.length >= TOOLS_FROM ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor="account-filter" className="text-sm font-medium">Filter accounts</label>
              <Input id="account-filter" type="search" placeholder="Program, kind or account number" value={query} onChange={(e) => { setQuery(e.target.value); setShown(ACCOUNTS_PAGE); }} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="account-order" className="text-sm font-medium">Order</label>
              <select id="account-order" value={order} onChange={(e) => { const next = e.target.value as AccountOrder; setOrder(next); setShown(ACCOUNTS_PAGE); keepOrderInAddress(next); }} className="h-10 rounded-md border border-line bg-surface px-3 text-sm">
                {ACCOUNT_ORDERS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            </div>
          </div>
          <p className="text-sm text-muted" role="status">
            {arranged.length === 0 ? `No account matches “${query.trim()}”.` : query.trim() ? `${arranged.length.toLocaleString("en-US")} of ${total} match` : hidden > 0 ? `Showing ${visible.length} of ${total}` : total}
          </p>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Linked accounts">
        {visible.map((a) => (
          <li key={a.id}>
            <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-4">
              <div className="min-w-48 flex-1">
                <Link href={`/accounts/${a.id}`} className="font-medium text-brand hover:underline">{a.programName}</Link>
                <p className="text-xs text-muted">{programKind(a.kind)} · <span aria-label="Account">{a.label}</span></p>
                <div className="mt-1"><StateBadge state={a.state} pending={a.pending} /></div>
                {a.message && !a.pending ? <p className="mt-1 text-xs text-muted">{a.message}</p> : null}
              </div>
              <div className="min-w-32 text-right">
                <p className="text-lg font-semibold tabular-nums" aria-label={`Balance of ${a.programName}`}>{a.status === "never" ? "—" : formatBalance(a.balance, a.unit)}</p>
                {formatChange(a.change) ? <p className={cn("text-xs tabular-nums", (a.change ?? 0) > 0 ? "text-good" : "text-bad")}>{formatChange(a.change)} since last update</p> : null}
                {a.estimatedValue != null ? <p className="text-xs text-muted">≈ {formatUsd(a.estimatedValue)}{a.status === "stale" ? " (not in totals)" : ""}</p> : a.status === "current" ? <p className="text-xs text-muted">value unknown</p> : null}
              </div>
              <div className="min-w-36 text-sm">
                {a.status !== "never" ? (
                  <p>
                    {a.neverExpires ? "Never expires" : a.expirationDate ? (
                      <ExpiryDate date={a.expirationDate} prefix="Expires " />
                    ) : "Expiration unknown"}
                  </p>
                ) : null}
                {eliteStatusText(a.status, a.eliteStatus, a.kind) ? <p className="text-muted">{eliteStatusText(a.status, a.eliteStatus, a.kind)}</p> : null}
                <p><AccountFreshness status={a.status} lastGoodAt={a.lastGoodAt} pending={a.pending} /></p>
              </div>
              <Button variant="secondary" disabled={a.pending || check.isPending} onClick={() => check.mutate(a.id)} aria-label={`Update ${a.programName} now`}>
                Update now
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} step={ACCOUNTS_PAGE} onMore={() => setShown((n) => n + ACCOUNTS_PAGE)} />
    </div>
  );
}
