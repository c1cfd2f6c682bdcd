"use client";
// The connected business: key (last 4 only), replace/remove, and the sync with live progress,
// failures (with when each account last succeeded) and the age of the data when the service is down.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { Notice } from "@/components/ui/notice";
import { UPDATED_AT } from "@/components/accounts/format";
import { SyncRunStatus } from "@/lib/business/sync-run-status";
import { ConnectKeyForm } from "./connect-key-form";
import { DataAge } from "./data-age";
import { isActive, useConnection, useRemoveKey, useStartSync } from "./use-business";

const STATUS_WORDS: Record<SyncRunStatus, string> = {
  queued: "Waiting to start…",
  running: "Syncing…",
  waiting: "Paused: the service asked Milepost to slow down",
  done: "Up to date",
  failed: "Last sync failed",
};

export function ConnectionPanel() {
  const { data } = useConnection();
  const [replacing, setReplacing] = useState(false);
  const remove = useRemoveKey();
  const sync = useStartSync();
  if (!data || !("id" in data)) return null;
  const run = data.run;
  const active = isActive(data);
  return (
    <Card aria-label="Business connection" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold">Business connected</h2>
          <p className="text-muted text-sm">
            Business API key ending in{" "}
            <span className="text-ink font-mono" aria-label="Key ends with">
              {data.keyLast4}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setReplacing((v) => !v)}>
            Replace key
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm("Remove the business key and everything synced with it?")) remove.mutate();
            }}
          >
            Remove
          </Button>
        </div>
      </div>
      {replacing ? <ConnectKeyForm replacing onDone={() => setReplacing(false)} /> : null}
      <div
        className="border-line flex flex-wrap items-center justify-between gap-3 border-t pt-4"
        aria-live="polite"
      >
        <div className="text-sm">
          <p className="font-medium" data-testid="sync-status">
            {run ? (STATUS_WORDS[run.status as SyncRunStatus] ?? run.status) : "Not synced yet"}
          </p>
          {run && active && run.accountsToFetch > 0 ? (
            <p className="text-muted">
              {run.accountsFetched.toLocaleString("en-US")} of {run.accountsToFetch.toLocaleString("en-US")}{" "}
              changed accounts fetched
            </p>
          ) : null}
          {run?.message && (run.status === SyncRunStatus.Queued || run.status === SyncRunStatus.Running) ? (
            <p className="text-muted">{run.message}</p>
          ) : null}
          {run?.status === SyncRunStatus.Done ? (
            <p className="text-muted">
              {run.peopleCount} people, {run.accountsTotal} accounts; {run.accountsFetched} fetched because
              they changed{run.accountsRemoved ? `, ${run.accountsRemoved} no longer shared` : ""}.
            </p>
          ) : null}
          <p className="text-muted">
            {data.lastSyncAt ? (
              <>
                Last synced <DataAge iso={data.lastSyncAt} />
              </>
            ) : (
              "Never synced"
            )}
          </p>
        </div>
        <Button onClick={() => sync.mutate()} disabled={active || sync.isPending}>
          {active ? "Syncing…" : "Sync now"}
        </Button>
      </div>
      {run?.message &&
      (run.status === SyncRunStatus.Failed ||
        run.status === SyncRunStatus.Waiting ||
        run.status === SyncRunStatus.Done) ? (
        <Notice
          tone={run.status === SyncRunStatus.Done ? "warn" : "bad"}
          title={run.status === SyncRunStatus.Failed ? "The service could not be reached" : undefined}
        >
          {run.message}
          {run.status === SyncRunStatus.Failed && data.lastSyncAt ? (
            <>
              {" "}
              Showing the data last synced <DataAge iso={data.lastSyncAt} />.
            </>
          ) : null}
        </Notice>
      ) : null}
      {run && run.failures.length > 0 ? (
        <details className="text-sm">
          <summary className="text-bad cursor-pointer">
            {run.failures.length} account{run.failures.length > 1 ? "s" : ""} could not be fetched
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {run.failures.map((f) => (
              <li key={f.accountId}>
                {f.displayName ?? `Account ${f.accountId}`}
                {f.person ? ` (${f.person})` : ""}: {f.message}. Last succeeded{" "}
                {f.lastSuccessAt ? <LocalTime iso={f.lastSuccessAt} options={UPDATED_AT} /> : "never"}.
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}
