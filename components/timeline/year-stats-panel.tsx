// The year in numbers (server component): flights, distance flown, nights away, countries.
import { Card } from "@/components/ui/card";
import type { YearStats } from "@/lib/timeline/year-stats";

const n = (v: number) => v.toLocaleString("en-US");

export function YearStatsPanel({ stats }: { stats: YearStats }) {
  const rows: [string, string][] = [
    ["Flights", n(stats.flights)],
    ["Distance flown", `${n(stats.distanceKm)} km (${n(Math.round(stats.distanceKm * 0.621371))} mi)`],
    ["Nights away", n(stats.nightsAway)],
    ["Countries", stats.countries.length ? `${stats.countries.length} (${stats.countries.join(", ")})` : "0"],
  ];
  return (
    <Card aria-label={`${stats.year} in numbers`}>
      <h2 className="mb-2 font-semibold">{stats.year} in numbers</h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd className="text-right font-medium break-words">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
