import Link from "next/link";
import { cn } from "@/lib/cn";

const TABS = [
  { href: "/cards", label: "Best card for…", key: "best" },
  { href: "/cards/browse", label: "Browse cards", key: "browse" },
] as const;

/** The two card views; the card page marks neither. */
export function CardsNav({ active }: { active?: (typeof TABS)[number]["key"] }) {
  return (
    <nav aria-label="Card views" className="mb-5 flex gap-1 border-b border-line">
      {TABS.map((t) => (
        <Link
          key={t.key}
          href={t.href}
          aria-current={active === t.key ? "page" : undefined}
          className={cn(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            active === t.key ? "border-brand text-ink" : "border-transparent text-muted hover:text-ink",
          )}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
