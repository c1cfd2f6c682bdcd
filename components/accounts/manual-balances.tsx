"use client";
// "Balances you typed in" on /accounts (issue 36): each with its value, owner, expiration and the day
// it was entered by hand; Add a balance, edit, delete. Bank currencies link to where they transfer.
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { ExpiryDate } from "./expiry-date";
import { formatBalance, formatDate, formatUsd } from "./format";
import { useDeleteManualBalance, useManualBalances } from "./use-manual-balances";

// The form (every program's name) and the transfer table load when first shown, not with the page.
const ManualBalanceFormCard = dynamic(() =>
  import("./manual-balance-form").then((m) => m.ManualBalanceFormCard),
);
const TransferReach = dynamic(() => import("./transfer-reach").then((m) => m.TransferReach));

export function ManualBalances() {
  const { data: balances = [] } = useManualBalances();
  const remove = useDeleteManualBalance();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="typed-balances" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="typed-balances" className="text-lg font-semibold">
          Balances you typed in
        </h2>
        {editing !== "new" ? (
          <Button variant="secondary" onClick={() => setEditing("new")}>
            Add a balance
          </Button>
        ) : null}
      </div>
      {editing === "new" ? <ManualBalanceFormCard onDone={() => setEditing(null)} /> : null}
      {balances.length === 0 && editing !== "new" ? (
        <p className="text-muted text-sm">
          Programs you cannot or would rather not link — bank currencies, a partner’s miles — can be typed in
          here and count on every award search.
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Typed-in balances">
        {balances.map((b) => (
          <li key={b.id}>
            {editing === b.id ? (
              <ManualBalanceFormCard initial={b} onDone={() => setEditing(null)} />
            ) : (
              <Card className="flex flex-col gap-3 p-4 sm:p-4">
                <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
                  <div className="min-w-48 flex-1">
                    <p className="font-medium">{b.programName}</p>
                    <p className="text-muted text-xs">
                      {b.owner ? `Owner: ${b.owner}` : "Yours"} · Entered by hand on {formatDate(b.enteredAt)}
                    </p>
                  </div>
                  <div className="min-w-32 text-right">
                    <p
                      className="text-lg font-semibold tabular-nums"
                      aria-label={`Balance of ${b.programName}`}
                    >
                      {formatBalance(b.balance, b.unit)}
                    </p>
                    {b.estimatedValue != null ? (
                      <p className="text-muted text-xs">≈ {formatUsd(b.estimatedValue)}</p>
                    ) : (
                      <p className="text-muted text-xs">value unknown</p>
                    )}
                  </div>
                  <p className="min-w-36 text-sm">
                    {b.expirationDate ? (
                      <ExpiryDate date={b.expirationDate} prefix="Expires " />
                    ) : (
                      "No expiration given"
                    )}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(b.id)}
                      aria-label={`Edit ${b.programName} balance`}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={`Delete ${b.programName} balance`}
                      onClick={() =>
                        remove.mutate(b.id, {
                          onSuccess: () => toast.success("Balance deleted"),
                          onError: (e) => toast.error(e.message),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                {b.programKind === "bank" ? <TransferReach bank={b.programCode} /> : null}
              </Card>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
