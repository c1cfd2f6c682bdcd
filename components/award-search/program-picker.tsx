"use client";
// Searchable multi-select of a service's programs (cmdk). Each option carries one line saying how
// the program treats a login; the service decides the words.
import { Command } from "cmdk";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/cn";

export interface PickableProgram {
  code: string;
  displayName: string;
  shortName: string;
  note: string;
}

export function AwardProgramPicker(props: {
  id: string;
  programs: PickableProgram[];
  selected: string[];
  invalid: boolean;
  onChange(codes: string[]): void;
}) {
  const { programs, selected } = props;
  const toggle = (code: string) => props.onChange(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code]);
  const byCode = new Map(programs.map((p) => [p.code, p]));
  return (
    <div className="flex flex-col gap-2">
      {selected.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected">
          {selected.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-1 text-xs font-medium">
              {byCode.get(code)?.shortName ?? code}
              <button type="button" aria-label={`Remove ${byCode.get(code)?.shortName ?? code}`} onClick={() => toggle(code)}>
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Command label="Programs" className="rounded-md border border-line bg-surface" loop>
        <Command.Input
          id={props.id}
          placeholder="Search programs…"
          aria-invalid={props.invalid}
          className="h-10 w-full rounded-t-md border-b border-line bg-transparent px-3 text-base outline-none sm:text-sm"
        />
        <Command.List className="max-h-56 overflow-y-auto p-1">
          <Command.Empty className="px-2 py-3 text-sm text-muted">No program matches.</Command.Empty>
          {programs.map((p) => {
            const on = selected.includes(p.code);
            return (
              <Command.Item
                key={p.code}
                value={`${p.displayName} ${p.code}`}
                onSelect={() => toggle(p.code)}
                aria-checked={on}
                className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm data-[selected=true]:bg-canvas"
              >
                <span className={cn("mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border", on ? "border-brand bg-brand text-brand-ink" : "border-line")}>
                  {on ? <Check className="size-3" aria-hidden /> : null}
                </span>
                <span>
                  <span className="block font-medium">{p.displayName}</span>
                  <span className="block text-xs text-muted">{p.note}</span>
                </span>
              </Command.Item>
            );
          })}
        </Command.List>
      </Command>
    </div>
  );
}
