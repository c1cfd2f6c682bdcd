"use client";
// One connected mailbox: its state in words (live), counts, start date, and Disconnect (optionally
// also deleting the itineraries it found).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { describeMailboxState } from "@/lib/mailboxes/mailbox-state-words";
import type { MailboxView } from "@/lib/mailboxes/list-mailboxes";
import { useDisconnectMailbox } from "./use-mailboxes";
import { formatDateTime } from "@/lib/format/date-time";

const fmt = new Intl.NumberFormat("en-US");
const TONES = {
  progress: "bg-brand-soft text-ink",
  ok: "bg-good-soft text-good",
  done: "bg-canvas text-muted",
  error: "bg-bad-soft text-bad",
} as const;
const TYPE_WORDS: Record<string, string> = {
  imap: "IMAP",
  google: "Google",
  microsoft: "Microsoft",
  yahoo: "Yahoo",
  aol: "AOL",
};

function longDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return formatDateTime(
    new Date(Date.UTC(y!, m! - 1, d!)),
    { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" },
    "date",
  );
}

export function MailboxRow({ mailbox }: { mailbox: MailboxView }) {
  const view = describeMailboxState(mailbox.state, mailbox.errorCode, mailbox.errorMessage);
  const [confirming, setConfirming] = useState(false);
  const [alsoDelete, setAlsoDelete] = useState(false);
  const disconnect = useDisconnectMailbox();
  const found = `${fmt.format(mailbox.emailsRead)} ${mailbox.emailsRead === 1 ? "email" : "emails"} read · ${fmt.format(mailbox.itinerariesFound)} ${mailbox.itinerariesFound === 1 ? "itinerary" : "itineraries"} found`;
  return (
    <li
      className="border-line flex flex-col gap-2 rounded-md border p-3"
      aria-label={`Mailbox ${mailbox.login}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink min-w-0 font-medium break-all">{mailbox.login}</p>
        <span
          className={cn("rounded-full px-2 py-0.5 text-xs font-medium", TONES[view.tone])}
          data-testid="mailbox-state"
        >
          {view.label}
        </span>
      </div>
      <p className="text-muted text-sm" data-testid="mailbox-counts">
        {found}
      </p>
      {view.detail ? (
        <p className={cn("text-sm", view.tone === "error" ? "text-bad" : "text-muted")}>{view.detail}</p>
      ) : null}
      <p className="text-muted text-xs">
        {TYPE_WORDS[mailbox.type] ?? mailbox.type}
        {mailbox.startFrom ? ` · emails since ${longDate(mailbox.startFrom)}` : " · new emails only"}
        {mailbox.listen ? " · listening for new emails" : ""}
      </p>
      {confirming ? (
        <div className="bg-canvas flex flex-col gap-2 rounded-md p-3">
          <label className="text-ink flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={alsoDelete}
              onChange={(e) => setAlsoDelete(e.target.checked)}
            />
            Also delete the itineraries found in this mailbox
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate({ id: mailbox.id, deleteItineraries: alsoDelete })}
            >
              {disconnect.isPending ? "Disconnecting…" : "Disconnect"}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
          {disconnect.error ? <p className="text-bad text-sm">{disconnect.error.message}</p> : null}
        </div>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </div>
      )}
    </li>
  );
}
