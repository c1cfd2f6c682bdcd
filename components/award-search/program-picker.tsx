"use client";
// Searchable multi-select of a service's programs: a text box that filters the list below it.
// Each option carries one line saying how the program treats a login; the service decides the words.
import { Check, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useCombobox } from "@/components/ui/use-combobox";
import { foldText } from "@/lib/text/fold-text";
import { cn } from "@/lib/cn";

export interface PickableProgram {
  code: string;
  displayName: string;
  shortName: string;
  note: string;
}

/** Every typed word must start a word of the program's name or code ("air can" finds Air Canada). */
export function filterPrograms<P extends Pick<PickableProgram, "code" | "displayName" | "shortName">>(
  programs: P[],
  query: string,
): P[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return programs;
  return programs.filter((p) => {
    const hay = foldText(`${p.displayName} ${p.shortName} ${p.code}`).split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => hay.some((h) => h.startsWith(w)));
  });
}

export function AwardProgramPicker(props: {
  id: string;
  programs: PickableProgram[];
  selected: string[];
  invalid: boolean;
  onChange(codes: string[]): void;
}) {
  const { programs, selected } = props;
  const [query, setQuery] = useState("");
  const toggle = (code: string) =>
    props.onChange(selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code]);
  const byCode = new Map(programs.map((p) => [p.code, p]));
  const shown = useMemo(() => filterPrograms(programs, query), [programs, query]);
  const combo = useCombobox<PickableProgram>({
    id: props.id,
    options: shown,
    open: true,
    onPick: (p) => toggle(p.code),
  });
  return (
    <div className="flex flex-col gap-2">
      {selected.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Selected">
          {selected.map((code) => (
            <li
              key={code}
              className="bg-brand-soft inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium"
            >
              {byCode.get(code)?.shortName ?? code}
              <button
                type="button"
                aria-label={`Remove ${byCode.get(code)?.shortName ?? code}`}
                onClick={() => toggle(code)}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="border-line bg-surface has-[:focus-visible]:outline-brand rounded-md border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
        <input
          {...combo.inputProps}
          aria-label="Programs"
          aria-invalid={props.invalid}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            combo.reset();
          }}
          placeholder="Search programs…"
          autoComplete="off"
          className="border-line h-10 w-full rounded-t-md border-b bg-transparent px-3 text-base outline-none sm:text-sm"
        />
        <ul
          {...combo.listProps}
          role="listbox"
          aria-label="Program list"
          aria-multiselectable
          className="max-h-56 overflow-y-auto p-1"
        >
          {shown.length === 0 ? <li className="text-muted px-2 py-3 text-sm">No program matches.</li> : null}
          {shown.map((p, i) => {
            const on = selected.includes(p.code);
            return (
              <li
                key={p.code}
                {...combo.optionProps(p, i)}
                role="option"
                aria-selected={on}
                className="data-[active=true]:bg-canvas flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm"
              >
                <span
                  className={cn(
                    "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border",
                    on ? "border-brand bg-brand text-brand-ink" : "border-line",
                  )}
                >
                  {on ? <Check className="size-3" aria-hidden /> : null}
                </span>
                <span>
                  <span className="block font-medium">{p.displayName}</span>
                  <span className="text-muted block text-xs">{p.note}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
