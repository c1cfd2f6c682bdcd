import Link from "next/link";
import { cn } from "@/lib/cn";

const TABS = [
  { href: "/cards", label: "Best card for…", key: "best" },
  { href: "/cards/browse", label: "Browse cards", key: "browse" },
] as const;

/** The two card views; the card page marks neither. */
export function CardsNav({ active }: { active?: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Card views" className="border-line mb-5 flex gap-1 border-b">
      {TABS.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          aria-current={active === t.key ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            active === t.key ? "border-brand text-ink" : "text-muted hover:text-ink border-transparent",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
