// The latest award searches with the cheapest result each found; each reopens its results.
import Link from "next/link";
import { LocalTime } from "@/components/ui/local-time";
import { Section } from "./section";

type Search = {
  id: string;
  service: string;
  summary: string;
  createdAt: string;
  href: string;
  cheapest: { amount: number; unit: string } | null;
};

export function RecentSearches({ searches }: { searches: Search[] }) {
  return (
    <Section title="Recent searches" href="/flights" linkText="Search flights">
      {searches.length === 0 ? (
        <p className="text-muted text-sm">No searches yet.</p>
      ) : (
        <ul className="divide-line divide-y">
          {searches.map((s) => (
            <li key={s.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <Link href={s.href} className="text-brand block hover:underline">
                  <span className="line-clamp-2 break-words">
                    {s.service === "hotels" ? "Hotels · " : "Flights · "}
                    {s.summary}
                  </span>
                </Link>
                <LocalTime
                  iso={s.createdAt}
                  options={{ dateStyle: "medium", timeStyle: "short" }}
                  className="text-muted text-xs"
                />
              </span>
              <span className="shrink-0 text-right tabular-nums">
                {s.cheapest ? (
                  <>
                    <span className="font-medium">{s.cheapest.amount.toLocaleString("en-US")}</span>{" "}
                    <span className="text-muted text-xs">{s.cheapest.unit}</span>
                  </>
                ) : (
                  <span className="text-muted text-xs">no results</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
