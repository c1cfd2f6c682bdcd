"use client";
// Pick a program to link: search by name, grouped by kind. A plain combobox (components/ui/
// use-combobox.ts) rather than cmdk, which brought Radix Dialog into the page (issue 12 item 17).
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { useCombobox } from "@/components/ui/use-combobox";
import { programKind } from "@/lib/loyalty-accounts/words";
import { foldText } from "@/lib/text/fold-text";

type Program = { code: string; name: string; kind: number };

export function ProgramPicker({ programs }: { programs: Program[] }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const words = foldText(query).split(/\s+/).filter(Boolean);
    const matches = (p: Program) => {
      const hay = foldText(`${p.name} ${p.code}`).split(/[^\p{L}\p{N}]+/u);
      return words.every((w) => hay.some((h) => h.startsWith(w)));
    };
    // Grouped by kind, in kind order, so the option order matches what is on screen.
    return programs.filter(matches).sort((a, b) => a.kind - b.kind);
  }, [programs, query]);
  const combo = useCombobox<Program>({
    id: "link-program",
    options: shown,
    open: true,
    onPick: (p) => router.push(`/accounts/link/${p.code}`),
  });
  const kinds = [...new Set(shown.map((p) => p.kind))];
  return (
    <div className="border-line bg-surface has-[:focus-visible]:outline-brand rounded-lg border has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2">
      <input
        {...combo.inputProps}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          combo.reset();
        }}
        placeholder="Search programs…"
        aria-label="Search programs"
        autoComplete="off"
        className="border-line h-11 w-full border-b bg-transparent px-3 text-base outline-none sm:text-sm"
      />
      <div
        {...combo.listProps}
        role="listbox"
        aria-label="Programs"
        className="max-h-[60vh] overflow-y-auto p-2"
      >
        {shown.length === 0 ? <p className="text-muted p-3 text-sm">No program matches.</p> : null}
        {kinds.map((k) => (
          <div key={k} role="group" aria-label={programKind(k)}>
            <p className="text-muted px-2 py-1 text-xs font-semibold" aria-hidden>
              {programKind(k)}
            </p>
            {shown.map((p, i) =>
              p.kind === k ? (
                <div
                  key={p.code}
                  {...combo.optionProps(p, i)}
                  role="option"
                  aria-selected={false}
                  className="data-[active=true]:bg-brand-soft cursor-pointer rounded-md px-2 py-2 text-sm"
                >
                  {p.name}
                </div>
              ) : null,
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
