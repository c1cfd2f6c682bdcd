"use client";
// The parts both award search forms open and close with: the program picker with its error, and
// the form-level error with the submit button.
import { AwardProgramPicker, type PickableProgram } from "@/components/award-search/program-picker";
import { Button } from "@/components/ui/button";

export function ProgramsField(props: {
  programs: PickableProgram[];
  selected: string[];
  error?: string;
  onChange(codes: string[]): void;
  bookable?: string[];
}) {
  const bookable = props.bookable ?? [];
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Hidden from assistive tech: the search box is labelled "Programs" itself. */}
        <span className="text-ink text-sm font-medium" aria-hidden>
          Programs
        </span>
        {/* Issue 36: the programs the user holds a balance in, or reaches by a transfer. */}
        {bookable.length ? (
          <Button
            type="button"
            variant="ghost"
            className="h-8 text-xs"
            onClick={() => props.onChange([...new Set([...props.selected, ...bookable])])}
          >
            Select the programs I can book with ({bookable.length})
          </Button>
        ) : null}
      </div>
      <AwardProgramPicker
        id="programs"
        programs={props.programs}
        selected={props.selected}
        invalid={Boolean(props.error)}
        onChange={props.onChange}
      />
      {props.error ? <p className="text-bad text-sm">{props.error}</p> : null}
    </div>
  );
}

export function SearchFormFooter(props: { error?: string; pending: boolean }) {
  return (
    <>
      {props.error ? <p className="text-bad text-sm">{props.error}</p> : null}
      <Button type="submit" disabled={props.pending} className="self-start">
        {props.pending ? "Searching…" : "Search"}
      </Button>
    </>
  );
}
