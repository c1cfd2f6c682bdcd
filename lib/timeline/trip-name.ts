// A trip's name after its destination (issue 14; KDE guessNameForReservations): the hotel cities
// first, else the longest stop of a round trip, else the final arrival; then the month(s):
// "Reykjavík, March 2027", "Lisbon, March/April 2027", "Tokyo, December 2026/January 2027". Pure.
import { sameCity } from "./same-reservation";
import type { TimelineItem } from "./types";

const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
const month = (local: string) => MONTH.format(new Date(`${local.slice(0, 7)}-15T00:00:00Z`));

function dateSuffix(first: string | null, last: string | null): string {
  if (!first) return "";
  const l = last ?? first;
  const [y1, y2] = [first.slice(0, 4), l.slice(0, 4)];
  if (y1 !== y2) return `${month(first)} ${y1}/${month(l)} ${y2}`;
  if (first.slice(0, 7) !== l.slice(0, 7)) return `${month(first)}/${month(l)} ${y1}`;
  return `${month(first)} ${y1}`;
}

function destination(items: TimelineItem[]): string | null {
  const hotelCities = [
    ...new Set(
      items
        .filter((i) => i.kind === "hotel")
        .map((i) => i.start.city ?? i.start.name)
        .filter((c): c is string => !!c),
    ),
  ];
  if (hotelCities.length) return hotelCities.join(" – ");
  const legs = items.filter((i) => i.kind === "flight" || i.kind === "train" || i.kind === "bus");
  const first = legs[0];
  const last = legs.at(-1);
  if (first && last && legs.length > 1 && sameCity(last.end, first.start)) {
    let best: { city: string | null; gap: number } = { city: null, gap: -1 };
    for (let k = 0; k + 1 < legs.length; k++) {
      const gap = (legs[k + 1]!.start.at ?? 0) - (legs[k]!.end.at ?? 0);
      if (gap > best.gap) best = { city: legs[k]!.end.city ?? legs[k]!.end.code, gap };
    }
    if (best.city) return best.city;
  }
  const end = items.at(-1)?.end;
  return end?.city ?? end?.name ?? end?.code ?? items[0]?.start.city ?? null;
}

export function tripName(items: TimelineItem[]): string {
  const where = destination(items) ?? "Trip";
  const locals = items
    .flatMap((i) => [i.start.local, i.end.local])
    .filter((l): l is string => !!l)
    .sort();
  const suffix = dateSuffix(locals[0] ?? null, locals.at(-1) ?? null);
  return suffix ? `${where}, ${suffix}` : where;
}
