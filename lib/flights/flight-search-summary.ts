// A flight search's one line for history (AwardSearch.summary), with ISO days that
// lib/award-search/search-name.ts words for the reader: "JFK → LHR · 2026-03-01 · United" (one way,
// as before issue 38), "BOS → KEF → BOS · 2027-03-01 → 2027-03-08 · ±2 days · United, Flying Blue"
// (round trip), "BOS → KEF · 2027-03-01 · KEF → CDG · 2027-03-05 · United" (multi-city).
import { type TripInput, tripLegs } from "@/lib/flights/trip-legs";

const flexWords = (flex: number | undefined) => (flex ? ` · ±${flex} day${flex > 1 ? "s" : ""}` : "");

export function flightSearchSummary(t: TripInput, programNames: string[]): string {
  const names = programNames.join(", ");
  if (t.trip === "roundTrip") {
    const flex = Math.max(t.flex ?? 0, t.returnFlex ?? 0);
    return `${t.from} → ${t.to} → ${t.from} · ${t.date} → ${t.returnDate ?? ""}${flexWords(flex)} · ${names}`;
  }
  const legs = tripLegs(t).map((l) => `${l.from} → ${l.to} · ${l.date}${flexWords(l.flex)}`);
  return `${legs.join(" · ")} · ${names}`;
}
