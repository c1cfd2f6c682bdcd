"use client";
// Every linked account with balance (and its unit), value, change, expiration, elite status and state;
// value totals. A failed or never-checked account shows only what is known (account-facts.ts).
// From six accounts on: a filter and an order, and 25 cards at a time. PostgreSQL filters, orders,
// counts and adds up the values (lib/loyalty-accounts/list-accounts-page.ts); the view lives in the
// address (/accounts?q=hyatt&order=expiring&page=2, lib/loyalty-accounts/accounts-view.ts), so a
// reload or a link shows the same cards.
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";
import { ShowMoreButton } from "@/components/ui/show-more-button";
import { cn } from "@/lib/cn";
import { eliteStatusText } from "@/lib/loyalty-accounts/account-facts";
import {
  ACCOUNT_ORDERS,
  ACCOUNTS_PAGE,
  accountsViewFromParams,
  withAccountsView,
  type AccountOrder,
  type AccountsView,
} from "@/lib/loyalty-accounts/accounts-view";
import { programKind } from "@/lib/loyalty-accounts/words";
import { AccountFreshness } from "./account-freshness";
import { ExpiryDate } from "./expiry-date";
import { formatBalance, formatChange, formatUsd } from "./format";
import { StateBadge } from "./state-badge";
import { useCheckAccount } from "./use-account-mutations";
import { useAccounts } from "./use-account-queries";
import { useManualBalances } from "./use-manual-balances";
import { valuedBalance } from "@/lib/manual-balances/valued-balance";
import { ValueTotals } from "./value-totals";

/** A new view into the address without a server round trip: Next's router follows replaceState
 *  (useSearchParams changes) and the cards come from the JSON route. The state must be null: with
 *  Next's own history state it takes the call for its own and useSearchParams does not change. */
function showView(view: AccountsView) {
  window.history.replaceState(
    null,
    "",
    `${window.location.pathname}${withAccountsView(window.location.search, view)}`,
  );
}

/** Fewer accounts than this fit on a screen or two: no filter or order to get in the way. */
const TOOLS_FROM = 6;
/** Typing waits this long before asking for the matching cards. */
const TYPING_MS = 250;

export function AccountsList() {
  const view = accountsViewFromParams(Object.fromEntries(useSearchParams()));
  const { data } = useAccounts(view);
  const check = useCheckAccount();
  const { data: typed = [] } = useManualBalances();
  // The box shows what is typed at once; the address (and the cards) follow when typing pauses.
  const [query, setQuery] = useState(view.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!data) return null;
  const { rows, total, matched } = data;
  // A new filter or order starts again from the first cards.
  const change = (next: Partial<AccountsView>) => showView({ ...view, page: 1, ...next });
  const typedValues = typed.map(valuedBalance);
  if (total === 0)
    return (
      <div className="flex flex-col gap-6">
        {typed.length ? <ValueTotals accounts={typedValues} /> : null}
        <Notice title="No linked accounts yet">
          Link your first airline, hotel or card program to see its balance here.
        </Notice>
      </div>
    );
  const hidden = matched - rows.length;
  const count = `${total.toLocaleString("en-US")} accounts`;
  const n = (x: number) => x.toLocaleString("en-US");
  return (
    <div className="flex flex-col gap-6">
      {/* Typed-in balances count in the totals like linked accounts (issue 36). */}
      <ValueTotals linked={data.totals} accounts={typedValues} />
      {total >= TOOLS_FROM ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <label htmlFor="account-filter" className="text-sm font-medium">
                Filter accounts
              </label>
              <Input
                id="account-filter"
                type="search"
                maxLength={100}
                placeholder="Program, kind or account number"
                value={query}
                onChange={(e) => {
                  const q = e.target.value;
                  setQuery(q);
                  clearTimeout(timer.current);
                  // The view as the address holds it when the timer fires (an order may have changed since).
                  timer.current = setTimeout(
                    () =>
                      showView({
                        ...accountsViewFromParams(
                          Object.fromEntries(new URLSearchParams(window.location.search)),
                        ),
                        q: q.trim(),
                        page: 1,
                      }),
                    TYPING_MS,
                  );
                }}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="account-order" className="text-sm font-medium">
                Order
              </label>
              <select
                id="account-order"
                value={view.order}
                onChange={(e) => {
                  clearTimeout(timer.current);
                  change({ order: e.target.value as AccountOrder, q: query.trim() });
                }}
                className="border-line bg-surface h-10 rounded-md border px-3 text-sm"
              >
                {ACCOUNT_ORDERS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p className="text-muted text-sm" role="status">
            {view.q && matched === 0
              ? `No account matches “${view.q}”.`
              : view.q
                ? `${n(matched)} of ${count} match${hidden > 0 ? ` · showing ${n(rows.length)}` : ""}`
                : hidden > 0
                  ? `Showing ${n(rows.length)} of ${count}`
                  : count}
          </p>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Linked accounts">
        {rows.map((a) => (
          <li key={a.id}>
            <Card className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-4">
              <div className="min-w-48 flex-1">
                <Link href={`/accounts/${a.id}`} className="text-brand font-medium hover:underline">
                  {a.programName}
                </Link>
                <p className="text-muted text-xs">
                  {programKind(a.kind)} · <span aria-label="Account">{a.label}</span>
                </p>
                <div className="mt-1">
                  <StateBadge state={a.state} pending={a.pending} />
                </div>
                {a.message && !a.pending ? <p className="text-muted mt-1 text-xs">{a.message}</p> : null}
              </div>
              <div className="min-w-32 text-right">
                <p className="text-lg font-semibold tabular-nums" aria-label={`Balance of ${a.programName}`}>
                  {a.status === "never" ? "—" : formatBalance(a.balance, a.unit)}
                </p>
                {formatChange(a.change) ? (
                  <p className={cn("text-xs tabular-nums", (a.change ?? 0) > 0 ? "text-good" : "text-bad")}>
                    {formatChange(a.change)} since last update
                  </p>
                ) : null}
                {a.estimatedValue != null ? (
                  <p className="text-muted text-xs">
                    ≈ {formatUsd(a.estimatedValue)}
                    {a.status === "stale" ? " (not in totals)" : ""}
                  </p>
                ) : a.status === "current" ? (
                  <p className="text-muted text-xs">value unknown</p>
                ) : null}
              </div>
              <div className="min-w-36 text-sm">
                {a.status !== "never" ? (
                  <p>
                    {a.neverExpires ? (
                      "Never expires"
                    ) : a.expirationDate ? (
                      <ExpiryDate date={a.expirationDate} prefix="Expires " />
                    ) : (
                      "Expiration unknown"
                    )}
                  </p>
                ) : null}
                {eliteStatusText(a.status, a.eliteStatus, a.kind) ? (
                  <p className="text-muted">{eliteStatusText(a.status, a.eliteStatus, a.kind)}</p>
                ) : null}
                <p>
                  <AccountFreshness status={a.status} lastGoodAt={a.lastGoodAt} pending={a.pending} />
                </p>
              </div>
              <Button
                variant="secondary"
                disabled={a.pending || check.isPending}
                onClick={() => check.mutate(a.id)}
                aria-label={`Update ${a.programName} now`}
              >
                Update now
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <ShowMoreButton
        hidden={hidden}
        step={ACCOUNTS_PAGE}
        onMore={() => showView({ ...view, page: view.page + 1 })}
      />
    </div>
  );
}
