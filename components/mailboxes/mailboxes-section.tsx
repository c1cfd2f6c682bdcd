"use client";
// The Inbox page's "Mailboxes" section: connect a mailbox once and every booking email in it, old
// and new, is read for trips; each mailbox shows its live state and what it found.
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ConnectMailboxForm } from "./connect-mailbox-form";
import { MailboxRow } from "./mailbox-row";
import { useMailboxes } from "./use-mailboxes";

/** `simulated`: the scanning service is the local simulator, which takes its demo addresses. */
export function MailboxesSection({ simulated = false }: { simulated?: boolean }) {
  const { data, error, isPending } = useMailboxes();
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="mailboxes-heading">
      <div>
        <h2 id="mailboxes-heading" className="text-ink text-base font-semibold">
          Mailboxes
        </h2>
        <p className="text-muted text-sm">
          Connect a mailbox once: booking emails in it, old and new, become trips.
          {simulated
            ? " This Milepost talks to the local simulator: try any address at demo.milepost.test with any password."
            : null}
        </p>
      </div>
      <ConnectMailboxForm />
      {error ? (
        <Notice tone="bad" title="Mailboxes could not be loaded">
          {error.message}
        </Notice>
      ) : null}
      {data && !data.live ? (
        <Notice tone="warn">The scanning service is not answering; states shown may be out of date.</Notice>
      ) : null}
      {isPending ? <p className="text-muted text-sm">Loading mailboxes…</p> : null}
      {data?.mailboxes.length ? (
        <ul className="flex flex-col gap-3" aria-label="Connected mailboxes">
          {data.mailboxes.map((m) => (
            <MailboxRow key={m.id} mailbox={m} />
          ))}
        </ul>
      ) : data ? (
        <p className="text-muted text-sm">No mailbox connected yet.</p>
      ) : null}
    </Card>
  );
}
