"use client";
// One account: balance and state (polled while a check runs), the question when asked, properties,
// elite progress, chart, history, edit and unlink. Itineraries are rendered by the page (server).
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { programKind } from "@/lib/loyalty-accounts/words";
import { LoyaltyState, loyaltyStateWords } from "@/lib/service-requests/service-states";
import { EditCredentials } from "./edit-credentials";
import { AccountFreshness } from "./account-freshness";
import { ExpiryDate } from "./expiry-date";
import { formatBalance, formatChange, formatUsd } from "./format";
import { PointValueEditor } from "./point-value-editor";
import { HistoryTable } from "./history-table";
import { EliteProgress, PropertiesPanel } from "./properties-panel";
import { SubAccounts } from "./sub-accounts";
import { QuestionForm } from "./question-form";
import { StateBadge } from "./state-badge";
import { SubAccountPicker } from "./sub-account-picker";
import { UnlinkButton } from "./unlink-button";
import { useCheckAccount } from "./use-account-mutations";
import { useAccount } from "./use-account-queries";

// Recharts is ~100 kB: the chart loads after the account itself (first-load budget, issue 12 item 17).
// Where a bank currency's points reach (issue 36): the transfer table loads after the page, and the
// component renders nothing for a program that is not a bank currency.
const TransferReach = dynamic(() => import("./transfer-reach").then((m) => m.TransferReach));
const BalanceChart = dynamic(() => import("./balance-chart").then((m) => m.BalanceChart), {
  ssr: false,
  loading: () => <p className="text-muted text-sm">Loading the balance chart…</p>,
});

export function AccountView({ id, itineraries }: { id: string; itineraries: ReactNode }) {
  const { data: a } = useAccount(id);
  const check = useCheckAccount();
  const router = useRouter();
  const [sub, setSub] = useState(""); // main account or one sub-account, for the chart and the history
  const wasPending = useRef(a?.pending ?? false);
  // Trips are server-rendered: refresh them once a check finishes.
  useEffect(() => {
    if (wasPending.current && a && !a.pending) router.refresh();
    wasPending.current = a?.pending ?? false;
  }, [a, router]);
  if (!a) return null;
  const subName = a.subAccounts.find((s) => s.code === sub)?.displayName;
  const tone = loyaltyStateWords(a.state).tone === "bad" ? "bad" : "warn";
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-muted text-xs">
            {programKind(a.kind)} · <span aria-label="Account">{a.label}</span>
          </p>
          <p className="mt-1 text-3xl font-semibold tabular-nums" aria-label="Balance">
            {a.pending && a.balance == null
              ? "Checking…"
              : a.status === "never"
                ? "Not checked yet"
                : formatBalance(a.balance, a.unit)}
          </p>
          {formatChange(a.change) ? (
            <p className="text-muted text-sm">{formatChange(a.change)} since last update</p>
          ) : null}
          {a.estimatedValue != null ? (
            <p className="text-muted text-sm">≈ {formatUsd(a.estimatedValue)}</p>
          ) : null}
          {a.status !== "never" ? (
            <p className="mt-1 text-sm">
              {a.neverExpires ? (
                "Never expires"
              ) : a.expirationDate ? (
                <ExpiryDate date={a.expirationDate} prefix="Expires " />
              ) : a.canCheckExpiration === 0 ? (
                "Expiration not reported by this program"
              ) : (
                "Expiration unknown"
              )}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StateBadge state={a.state} pending={a.pending} />
            <AccountFreshness status={a.status} lastGoodAt={a.lastGoodAt} pending={a.pending} />
          </div>
          <div className="mt-3">
            <PointValueEditor
              key={`${a.pointValue}-${a.pointValueSource}`}
              providerCode={a.providerCode}
              unit={a.unit}
              pointValue={a.pointValue}
              source={a.pointValueSource}
            />
          </div>
          {/* A bank currency: where its points reach (issue 36). Renders nothing for other programs. */}
          <div className="mt-3">
            <TransferReach bank={a.providerCode} />
          </div>
        </div>
        <Button onClick={() => check.mutate(a.id)} disabled={a.pending || check.isPending}>
          {a.pending ? "Updating…" : "Update now"}
        </Button>
      </Card>
      {!a.pending && a.state === LoyaltyState.Question && a.question ? (
        <QuestionForm accountId={a.id} question={a.question} answerState={a.answerState} />
      ) : null}
      {!a.pending && a.message && a.state !== LoyaltyState.Question && a.state !== LoyaltyState.Success ? (
        <Notice
          tone={a.state === LoyaltyState.Warning ? "warn" : tone}
          title={a.state === LoyaltyState.InvalidCredentials ? "Update your password" : undefined}
        >
          {a.message}
        </Notice>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-label="Details">
          <h2 className="mb-3 font-semibold">Details</h2>
          {a.status === "never" ? (
            <p className="text-muted text-sm">
              Not checked yet: details appear after the first successful update.
            </p>
          ) : (
            <>
              <div className="mb-4">
                <EliteProgress
                  properties={a.properties}
                  eliteLevel={a.eliteLevel}
                  eliteLevelsCount={a.eliteLevelsCount}
                />
              </div>
              <PropertiesPanel properties={a.properties} />
            </>
          )}
          <SubAccounts subAccounts={a.subAccounts} detectedCards={a.detectedCards} unit={a.unit} />
        </Card>
        <Card aria-label="Balance over time">
          <h2 className="mb-3 font-semibold">Balance over time{subName ? ` · ${subName}` : ""}</h2>
          <BalanceChart accountId={a.id} sub={sub} version={a.lastUpdated} unit={a.unit} />
        </Card>
      </div>
      {a.subAccounts.length ? (
        <SubAccountPicker value={sub} onChange={setSub} subAccounts={a.subAccounts} />
      ) : null}
      <Card aria-label="History">
        <h2 className="mb-3 font-semibold">History{subName ? ` · ${subName}` : ""}</h2>
        <HistoryTable
          key={sub}
          accountId={a.id}
          columns={a.historyColumns}
          version={a.lastUpdated}
          sub={sub}
        />
      </Card>
      {itineraries}
      <Card aria-label="Credentials">
        <h2 className="mb-3 font-semibold">Credentials</h2>
        <EditCredentials
          accountId={a.id}
          fields={a.fields}
          initial={{ login2: a.login2 ?? "", login3: a.login3 ?? "" }}
        />
        <div className="border-line mt-6 border-t pt-4">
          <UnlinkButton accountId={a.id} programName={a.programName} />
        </div>
      </Card>
    </div>
  );
}
