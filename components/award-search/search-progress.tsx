"use client";
// The status list of every program of a search, with an overall line ("2 of 3 programs answered").
import { ProgramStatusRow } from "@/components/award-search/program-status";
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";

export interface SearchProgressProps {
  programs: ProgramStatus[];
  progress: SearchProgress;
  names: Record<string, string>;
  partLabels: Record<string, string>;
  accountsHref: string;
  busyId: string | null;
  onAnswer(requestId: string, answer: string): void;
  onRetry(requestId: string): void;
}

export function SearchProgressList(props: SearchProgressProps) {
  const { progress } = props;
  return (
    <section aria-label="Search progress" className="flex flex-col gap-2">
      <p className="text-sm text-muted" aria-live="polite">
        {progress.pending
          ? `Searching… ${progress.done} of ${progress.total} programs finished`
          : progress.total === 1
            ? "The program finished"
            : `All ${progress.total} programs finished`}
      </p>
      <ul className="grid gap-2 md:grid-cols-2">
        {props.programs.map((p) => (
          <ProgramStatusRow
            key={p.id}
            program={p}
            name={props.names[p.providerCode] ?? p.providerCode}
            partLabels={props.partLabels}
            accountsHref={props.accountsHref}
            busy={props.busyId === p.id}
            onAnswer={(answer) => props.onAnswer(p.id, answer)}
            onRetry={() => props.onRetry(p.id)}
          />
        ))}
      </ul>
    </section>
  );
}
