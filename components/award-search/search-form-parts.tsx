"use client";
// The parts both award search forms open and close with: the program picker with its error, and
// the form-level error with the submit button.
import { AwardProgramPicker, type PickableProgram } from "@/components/award-search/program-picker";
import { Button } from "@/components/ui/button";

export function ProgramsField(props: { programs: PickableProgram[]; selected: string[]; error?: string; onChange(codes: string[]): void }) {
  return (
    <div className="flex flex-col gap-1.5">
      {/* Hidden from assistive tech: the search box is labelled "Programs" itself. */}
      <span className="text-sm font-medium text-ink" aria-hidden>Programs</span>
      <AwardProgramPicker id="programs" programs={props.programs} selected={props.selected} invalid={Boolean(props.error)} onChange={props.onChange} />
      {props.error ? <p className="text-sm text-bad">{props.error}</p> : null}
    </div>
  );
}

export function SearchFormFooter(props: { error?: string; pending: boolean }) {
  return (
    <>
      {props.error ? <p className="text-sm text-bad">{props.error}</p> : null}
      <Button type="submit" disabled={props.pending} className="self-start">
        {props.pending ? "Searching…" : "Search"}
      </Button>
    </>
  );
}
