"use client";
// One email in the Inbox: its own headers (read locally), state in words with progress, and what
// each of its parse requests found.
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { cn } from "@/lib/cn";
import { EmailMessageStatus } from "@/lib/inbox/email-message-status";
import type { EmailView } from "@/lib/inbox/list-emails";
import { emailStateWords, ORIGIN_WORDS, REGION_WORDS } from "@/lib/inbox/words";
import { HeldEmailActions } from "./held-email-actions";
import { ParseOutcome } from "./parse-outcome";
import { useDeleteEmail } from "./use-inbox";

const WHEN: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const toneText = { info: "text-ink", good: "text-good", warn: "text-warn", bad: "text-bad" } as const;

export function EmailRow({ email, detailLink = true }: { email: EmailView; detailLink?: boolean }) {
  const remove = useDeleteEmail();
  const state = emailStateWords(email, email.parses);
  const title = email.subject || "(no subject)";
  const pending = state.done < state.total;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-4" data-testid="email-row" aria-label={`Email: ${title}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {detailLink ? (
            <Link href={`/inbox/${email.id}`} className="text-brand font-medium break-words hover:underline">
              {title}
            </Link>
          ) : (
            <p className="font-medium break-words">{title}</p>
          )}
          <p className="text-muted text-xs break-all">
            {email.sender ?? "Unknown sender"}
            {email.sentAt ? (
              <>
                {" "}
                · <LocalTime iso={email.sentAt} options={WHEN} />
              </>
            ) : null}
          </p>
          <p className="text-muted text-xs">
            {ORIGIN_WORDS[email.origin] ?? email.origin}
            {email.mailbox ? ` ${email.mailbox.login}` : ""}
            {email.fileName ? ` · ${email.fileName}` : ""} · processed in the{" "}
            {REGION_WORDS[email.region as "us" | "eu"] ?? email.region}
          </p>
        </div>
        <Button
          variant="ghost"
          className="h-8 px-2 text-xs"
          disabled={remove.isPending}
          onClick={() => remove.mutate(email.id)}
          aria-label={`Delete email ${title}`}
        >
          Delete
        </Button>
      </div>
      <div>
        <p
          role="status"
          className={cn("text-sm font-medium", toneText[state.tone])}
          data-testid="email-state"
        >
          {state.label}
        </p>
        {pending ? (
          <div
            className="bg-line mt-1 h-1.5 w-full overflow-hidden rounded"
            role="progressbar"
            aria-label="Parsing progress"
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.done}
          >
            <div
              className={cn("bg-brand h-full transition-all", state.done === 0 && "animate-pulse")}
              style={{ width: `${Math.max(10, (state.done / state.total) * 100)}%` }}
            />
          </div>
        ) : null}
        {email.error ? <p className="text-bad mt-1 text-sm">{email.error}</p> : null}
      </div>
      {email.status === EmailMessageStatus.Held ? (
        <HeldEmailActions id={email.id} sender={email.heldSender} title={title} />
      ) : null}
      {email.parses.map((p) => (
        <ParseOutcome key={p.id} parse={p} email={email} />
      ))}
    </Card>
  );
}
