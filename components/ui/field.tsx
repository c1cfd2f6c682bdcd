import type { ReactNode } from "react";

/** A labelled form field with its error (or hint) right below it. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.id} className="text-ink text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-bad text-sm">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="text-muted text-xs">{props.hint}</p>
      ) : null}
    </div>
  );
}
