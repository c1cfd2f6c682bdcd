import Link from "next/link";
import { cn } from "@/lib/cn";

/** "My cards" / "All cards": links so the choice lives in the URL and survives reloads. */
export function ScopeSwitch({
  query,
  scope,
  walletSize,
}: {
  query: string;
  scope: "mine" | "all";
  walletSize: number;
}) {
  const href = (s: "mine" | "all") =>
    `/cards?${new URLSearchParams({ ...(query ? { q: query } : {}), scope: s })}`;
  const item = (s: "mine" | "all", label: string) => (
    <Link
      href={href(s)}
      aria-current={scope === s ? "true" : undefined}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm",
        scope === s ? "bg-brand text-brand-ink" : "text-muted hover:text-ink",
      )}
    >
      {label}
    </Link>
  );
  return (
    <div
      role="group"
      aria-label="Which cards to rank"
      className="border-line bg-surface inline-flex gap-1 rounded-lg border p-1"
    >
      {item("mine", `My cards (${walletSize})`)}
      {item("all", "All cards")}
    </div>
  );
}
