// Where an item came from (account, email, mailbox), as small badges; "from N sources" when merged.
import { cn } from "@/lib/cn";

const BADGE: Record<string, string> = {
  account: "bg-sky-100 text-sky-800",
  email: "bg-amber-100 text-amber-900",
  mailbox: "bg-violet-100 text-violet-800",
};

export function SourceBadges({ sources, title }: { sources: string[]; title?: string }) {
  const counts = sources.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  return (
    <span className="flex flex-wrap gap-1" title={title}>
      {Object.entries(counts).map(([s, n]) => (
        <span
          key={s}
          className={cn("rounded px-1.5 py-0.5 text-[11px] font-medium", BADGE[s] ?? "bg-line text-ink")}
        >
          {n > 1 ? `${s} ×${n}` : s}
        </span>
      ))}
      {sources.length > 1 ? (
        <span className="text-muted text-[11px]">from {sources.length} sources</span>
      ) : null}
    </span>
  );
}
