// The year in numbers (server component): flights, distance flown, nights away, countries.
import { Card } from "@/components/ui/card";
import type { YearStats } from "@/lib/timeline/year-stats";

const n = (v: number) => v.toLocaleString("en-US");
const REGION = new Intl.DisplayNames("en-US", { type: "region" });
/** "France, United Kingdom" for FR, GB: a traveller reads country names, not codes. */
export const countryNames = (codes: string[]) =>
  codes
    .map(countryName)
    .sort((a, b) => a.localeCompare(b, "en"))
    .join(", ");
function countryName(code: string): string {
  try {
    const name = REGION.of(code);
    return name && name !== "Unknown Region" ? name : code;
  } catch {
    return code; // not a region code ("USA"): shown as the source gave it
  }
}

export function YearStatsPanel({ stats }: { stats: YearStats }) {
  const rows: [string, string][] = [
    ["Flights", n(stats.flights)],
    ["Distance flown", `${n(stats.distanceKm)} km (${n(Math.round(stats.distanceKm * 0.621371))} mi)`],
    ["Nights away", n(stats.nightsAway)],
    ["Countries", n(stats.countries.length)],
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
      {stats.countries.length ? (
        <p className="text-muted mt-1 text-right text-xs" data-testid="year-countries">
          {countryNames(stats.countries)}
        </p>
      ) : null}
    </Card>
  );
}
