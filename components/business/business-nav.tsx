// Sub-navigation of the Business section.
import Link from "next/link";
import { cn } from "@/lib/cn";

const ITEMS = [
  { href: "/business", label: "People" },
  { href: "/business/balances", label: "Team balances" },
] as const;

export function BusinessNav({ current }: { current: (typeof ITEMS)[number]["href"] }) {
  return (
    <nav aria-label="Business" className="border-line mb-6 flex gap-1 border-b">
      {ITEMS.map((i) => (
        <Link
          key={i.href}
          href={i.href}
          aria-current={i.href === current ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm",
            i.href === current
              ? "border-brand text-ink font-medium"
              : "text-muted hover:text-ink border-transparent",
          )}
        >
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
