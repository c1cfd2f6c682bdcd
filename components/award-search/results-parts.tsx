// The words around an award results list (flights, hotels): the empty box, and the live count
// that says how many of the results the filters keep and whether more may still arrive.
import type { ReactNode } from "react";

export function EmptyResults({ children }: { children: ReactNode }) {
  return <p className="border-line bg-surface text-muted rounded-md border px-4 py-6 text-sm">{children}</p>;
}

export function ResultCount(props: { shown: number; total: number; noun: string; pending: boolean }) {
  return (
    <p className="text-muted text-sm" aria-live="polite" data-testid="result-count">
      {props.shown === props.total
        ? `${props.total} ${props.noun}`
        : `${props.shown} of ${props.total} ${props.noun}`}
      {props.pending ? " so far" : ""}
    </p>
  );
}
