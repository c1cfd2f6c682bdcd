// The words around an award results list (flights, hotels): the empty box, and the live count
// that says how many of the results the filters keep and whether more may still arrive.
import type { ReactNode } from "react";

export function EmptyResults({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-line bg-surface px-4 py-6 text-sm text-muted">{children}</p>;
}

export function ResultCount(props: { shown: number; total: number; noun: string; pending: boolean }) {
  return (
    <p className="text-sm text-muted" aria-live="polite" data-testid="result-count">
      {props.shown === props.total ? `${props.total} ${props.noun}` : `${props.shown} of ${props.total} ${props.noun}`}
      {props.pending ? " so far" : ""}
    </p>
  );
}
