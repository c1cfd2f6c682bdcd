// Timeline items → trips, after KDE Itinerary's TripGroupManager (issue 14): two consecutive
// items are connected when one ends where the next starts (same airport, station or city, or
// within 2 km) or on the same day less than 4 hours apart; items sharing a confirmation number
// stay together; a trip ends at the first unconnected item or on return to where it started,
// and is at most 20 days long. Trips the user renamed or edited are kept as they are. Items with
// no date at all (a cancellation that kept only its confirmation number, spec 3's "cancelled
// reservations may lack required data", and no dated copy to merge with) are one group at the
// end, not a trip each: they say nothing about where or when. Pure.
import { normalizeConfirmation } from "./confirmation-display";
import { itemsByAnyKey } from "./merge-items";
import { sameCity } from "./same-reservation";
import { tripName } from "./trip-name";
import type { TimelineItem, Trip } from "./types";

export const MAX_TRIP_DAYS = 20;
export const MAX_TRIP_ITEMS = 30;
export const MAX_LAYOVER_MS = 4 * 3600_000;
export const UNDATED_CANCELLED = "Cancelled bookings";
export const UNDATED = "Bookings without dates";

/** A trip the user named or edited: its items and name are theirs (prisma TimelineTrip). */
export interface ManualTrip {
  id: string;
  name: string;
  /** false: made by moving items, named after its items like an automatic trip. */
  userNamed?: boolean;
  itemKeys: string[];
}

// An item whose places have no known zone (lib/places/zone-of-place.ts found none) still has its
// dates (issue 34 item 6: never "without dates"): for ordering and grouping only, its wall time
// stands in for the instant (at most ±14 h off; never shown, never stored).
const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
function wallTime(local: string | null): number | null {
  const m = local ? WALL.exec(local) : null;
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0)) : null;
}
const startOf = (i: TimelineItem) =>
  i.start.at ?? i.end.at ?? wallTime(i.start.local) ?? wallTime(i.end.local);
const endOf = (i: TimelineItem) => i.end.at ?? i.start.at ?? wallTime(i.end.local) ?? wallTime(i.start.local);
const isTransport = (i: TimelineItem) => i.kind === "flight" || i.kind === "train" || i.kind === "bus";

export function isConnected(prev: TimelineItem, next: TimelineItem): boolean {
  if (sameCity(prev.end, next.start)) return true;
  const [end, start] = [endOf(prev), startOf(next)];
  if (end === null || start === null) return false;
  const sameDay =
    prev.end.local?.slice(0, 10) === next.start.local?.slice(0, 10) ||
    prev.start.local?.slice(0, 10) === next.start.local?.slice(0, 10);
  return sameDay && start - end < MAX_LAYOVER_MS;
}

function scan(items: TimelineItem[], from: number): number {
  const begin = items[from]!;
  const beginAt = startOf(begin);
  const numbers = new Set(begin.confirmationNumbers.map(normalizeConfirmation));
  let last = from;
  for (let j = from + 1; j < items.length && j - from < MAX_TRIP_ITEMS; j++) {
    const next = items[j]!;
    const nextEnd = endOf(next);
    if (beginAt === null || nextEnd === null || nextEnd - beginAt > MAX_TRIP_DAYS * 86_400_000) break;
    const shared = next.confirmationNumbers.some((n) => numbers.has(normalizeConfirmation(n)));
    if (!shared && !isConnected(items[j - 1]!, next)) break;
    last = j;
    for (const n of next.confirmationNumbers) numbers.add(normalizeConfirmation(n));
    // Back where it started: the trip is over ("aborting connectivity search, arrived at the start again").
    if (isTransport(next) && sameCity(next.end, begin.start)) break;
  }
  return last;
}

function tripOf(key: string, items: TimelineItem[], manual: boolean, name?: string): Trip {
  const starts = items.map(startOf).filter((t): t is number => t !== null);
  const ends = items.map(endOf).filter((t): t is number => t !== null);
  return {
    key,
    name: name ?? tripName(items),
    manual,
    itemKeys: items.map((i) => i.key),
    start: starts.length ? Math.min(...starts) : null,
    end: ends.length ? Math.max(...ends) : null,
  };
}

/** Items (sorted by start) → trips sorted by start; manual trips first take their items. */
export function groupTrips(items: TimelineItem[], manualTrips: ManualTrip[] = []): Trip[] {
  // A stored key may name another source's segment of the item (its first source was deleted).
  const byKey = itemsByAnyKey(items);
  const position = new Map(items.map((i, n) => [i.key, n]));
  const taken = new Set<string>();
  const trips: Trip[] = [];
  for (const m of manualTrips) {
    // In time order whatever order the keys were stored in (items moved in by the user).
    const own = [...new Set(m.itemKeys.map((k) => byKey.get(k)))]
      .filter((i): i is TimelineItem => i !== undefined && !taken.has(i.key))
      .sort((a, b) => position.get(a.key)! - position.get(b.key)!);
    if (own.length === 0) continue; // every item of it is gone
    own.forEach((i) => taken.add(i.key));
    trips.push(tripOf(m.id, own, true, m.userNamed === false ? undefined : m.name));
  }
  // Re-sorted: the items come sorted by instant, with those known only by wall time at the end.
  const rest = items
    .filter((i) => !taken.has(i.key) && startOf(i) !== null)
    .sort((a, b) => startOf(a)! - startOf(b)!);
  for (let i = 0; i < rest.length;) {
    const last = scan(rest, i);
    trips.push(tripOf(rest[i]!.key, rest.slice(i, last + 1), false));
    i = last + 1;
  }
  const undated = items.filter((i) => !taken.has(i.key) && startOf(i) === null);
  if (undated.length)
    trips.push(
      tripOf(
        undated[0]!.key,
        undated,
        false,
        undated.every((i) => i.cancelled) ? UNDATED_CANCELLED : UNDATED,
      ),
    );
  return trips.sort(
    (a, b) => (a.start ?? Infinity) - (b.start ?? Infinity) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}
