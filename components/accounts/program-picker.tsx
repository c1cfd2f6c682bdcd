"use client";
// Pick a program to link: search by name, grouped by kind (cmdk).
import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { programKind } from "@/lib/loyalty-accounts/words";

export function ProgramPicker({ programs }: { programs: { code: string; name: string; kind: number }[] }) {
  const router = useRouter();
  const kinds = [...new Set(programs.map((p) => p.kind))].sort((a, b) => a - b);
  return (
    <Command label="Programs" className="rounded-lg border border-line bg-surface">
      <Command.Input placeholder="Search programs…" aria-label="Search programs" className="h-11 w-full border-b border-line bg-transparent px-3 text-base outline-none sm:text-sm" />
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        <Command.Empty className="p-3 text-sm text-muted">No program matches.</Command.Empty>
        {kinds.map((k) => (
          <Command.Group key={k} heading={programKind(k)} className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted">
            {programs.filter((p) => p.kind === k).map((p) => (
              <Command.Item key={p.code} value={`${p.name} ${p.code}`} onSelect={() => router.push(`/accounts/link/${p.code}`)} className="cursor-pointer rounded-md px-2 py-2 text-sm data-[selected=true]:bg-brand-soft">
                {p.name}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
