"use client";
// One program's request inside a search: its state in words, per-part progress, and what the user
// can do about it (answer a question, fix the account, retry).
import Link from "next/link";
import { QuestionForm } from "@/components/award-search/question-form";
import { Button } from "@/components/ui/button";
import type { ProgramStatus } from "@/lib/award-search/aggregate-progress";
import { cn } from "@/lib/cn";
import {
  awardStateTone,
  awardStateWords,
  FlightState,
  isPendingState,
  isRetryable,
  needsAnswer,
} from "@/lib/service-requests/service-states";

const toneClass = { info: "text-brand", good: "text-good", warn: "text-warn", bad: "text-bad" } as const;

export interface ProgramStatusProps {
  program: ProgramStatus;
  name: string;
  partLabels: Record<string, string>;
  accountsHref: string;
  busy: boolean;
  /** What the user last answered here (this page visit), shown back when it is not accepted. */
  lastAnswer?: string;
  onAnswer(answer: string): void;
  onRetry(): void;
}

/** The words by the answer box when the program asked again after an answer (issue 12 item 1). */
export function rejectedText(name: string, answer: string | undefined, message: string | null): string {
  const what = answer ? `your answer “${answer}”` : "your last answer";
  return `${name} did not accept ${what}.${message ? ` It said: ${message}` : ""} Check it and answer again.`;
}

export function ProgramStatusRow({
  program: p,
  name,
  partLabels,
  accountsHref,
  busy,
  lastAnswer,
  onAnswer,
  onRetry,
}: ProgramStatusProps) {
  const tone = awardStateTone(p.pending ? FlightState.Pending : p.state);
  // Display order is the service's partLabels order (JSONB does not keep the stored key order).
  const order = Object.keys(partLabels);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const parts = Object.entries(p.parts).sort(([a], [b]) => rank(a) - rank(b));
  return (
    <li className="border-line bg-surface rounded-md border px-3 py-2" aria-label={`${name} status`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{name}</p>
        <p className={cn("text-sm font-medium", toneClass[tone])}>{awardStateWords(p.state)}</p>
      </div>
      {parts.length > 1 || p.pending ? (
        <ul className="text-muted mt-1 flex flex-wrap gap-x-4 text-xs">
          {parts.map(([part, pr]) => (
            <li key={part}>
              {partLabels[part] ?? part}:{" "}
              {isPendingState(pr.state) ? pr.message || "waiting" : awardStateWords(pr.state)}
            </li>
          ))}
        </ul>
      ) : null}
      {p.state === FlightState.Warning && p.message ? (
        <p className="text-warn mt-1 text-sm">Warning: {p.message}</p>
      ) : null}
      {p.state === FlightState.InvalidCredentials ? (
        <p className="text-bad mt-1 text-sm">
          {name} rejected your login{p.message ? ` (${p.message})` : ""}.{" "}
          <Link href={accountsHref} className="underline">
            Fix your {name} account
          </Link>{" "}
          and search again.
        </p>
      ) : null}
      {isRetryable(p.state) && p.state !== FlightState.InvalidCredentials ? (
        <p className="text-bad mt-1 text-sm">
          {p.state === FlightState.Timeout ? "The search timed out before the program answered." : p.message}
          {p.state === FlightState.Timeout && p.message ? ` ${p.message}` : ""}
        </p>
      ) : null}
      {needsAnswer(p.state) && p.question ? (
        <QuestionForm
          key={p.id}
          id={p.id}
          question={p.question}
          busy={busy}
          initial={p.answerRejected ? lastAnswer : undefined}
          rejected={p.answerRejected ? rejectedText(name, lastAnswer, p.message) : undefined}
          onAnswer={onAnswer}
        />
      ) : null}
      {isRetryable(p.state) ? (
        <Button variant="secondary" className="mt-2 h-8 text-xs" disabled={busy} onClick={onRetry}>
          Retry {name}
        </Button>
      ) : null}
    </li>
  );
}
