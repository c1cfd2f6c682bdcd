"use client";
// The status list of every program of a search, with an overall line ("1 program needs your answer ·
// 2 of 3 finished"). Cards are keyed by program (and label, when a program sends several requests),
// not by request, so a card (and the answer typed into it) stays in place when an answer or a retry
// replaces its request.
import { useState } from "react";
import { ProgramStatusRow } from "@/components/award-search/program-status";
import { inPickedOrder, progressLine } from "@/components/award-search/progress-words";
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";

export interface SearchProgressProps {
  programs: ProgramStatus[];
  progress: SearchProgress;
  names: Record<string, string>;
  /** Program codes as the user picked them: the cards' order. */
  order: string[];
  partLabels: Record<string, string>;
  accountsHref: string;
  busyId: string | null;
  onAnswer(requestId: string, answer: string): void;
  onRetry(requestId: string): void;
}

export function SearchProgressList(props: SearchProgressProps) {
  const { progress } = props;
  const [lastAnswers, setLastAnswers] = useState<Record<string, string>>({});
  return (
    <section aria-label="Search progress" className="flex flex-col gap-2">
      <p className="text-muted text-sm" aria-live="polite" data-testid="search-progress-line">
        {progressLine(
          progress,
          new Set(props.programs.map((p) => p.providerCode)).size < props.programs.length,
        )}
      </p>
      <ul className="grid gap-2 md:grid-cols-2">
        {inPickedOrder(props.programs, props.order).map((p) => {
          const key = p.label ? `${p.providerCode} ${p.label}` : p.providerCode;
          const name = props.names[p.providerCode] ?? p.providerCode;
          return (
            <ProgramStatusRow
              key={key}
              program={p}
              name={p.label ? `${name} · ${p.label}` : name}
              partLabels={props.partLabels}
              accountsHref={props.accountsHref}
              busy={props.busyId === p.id}
              lastAnswer={lastAnswers[key]}
              onAnswer={(answer) => {
                setLastAnswers((s) => ({ ...s, [key]: answer }));
                props.onAnswer(p.id, answer);
              }}
              onRetry={() => props.onRetry(p.id)}
            />
          );
        })}
      </ul>
    </section>
  );
}
