// Which timeline items a later source changed or cancelled, against what each looked like at the last
// comparison (TripItemSeen). Pure, so the rules are a table of cases (trip-changes.test.ts).
// - An item seen for the first time is a baseline: stored, never told (a new booking is not a change).
// - Told: its times (local wall time and zone), its places or its cancellation changed.
// - Not told: an item that has ended (its end, else its start, before now), a title or confirmation
//   number that only reads differently because another source joined.
// - An item whose key moved (its oldest source left) is found under any of its segments' keys.
import type { Place, TimelineItem } from "@/lib/timeline/types";

export interface TripState {
  start: string | null;
  startZone: string | null;
  end: string | null;
  endZone: string | null;
  from: string | null;
  to: string | null;
  cancelled: boolean;
}

export interface Seen {
  itemKey: string;
  state: TripState;
  changes: number;
}

export interface TripChange {
  item: TimelineItem;
  before: TripState;
  after: TripState;
  /** The change's number for this item (its notice's dedupe key). */
  n: number;
  /** The key it was seen under, when that is not the item's key now. */
  seenAs: string;
}

const placeName = (p: Place) => p.code ?? p.name ?? p.city ?? null;
const minute = (local: string | null) => (local ? local.slice(0, 16) : null);

export function tripState(item: TimelineItem): TripState {
  return {
    start: minute(item.start.local),
    startZone: item.start.zone,
    end: minute(item.end.local),
    endZone: item.end.zone,
    from: placeName(item.start),
    to: placeName(item.end),
    cancelled: item.cancelled,
  };
}

const sameState = (a: TripState, b: TripState) =>
  a.start === b.start &&
  a.startZone === b.startZone &&
  a.end === b.end &&
  a.endZone === b.endZone &&
  a.from === b.from &&
  a.to === b.to &&
  a.cancelled === b.cancelled;

/** Ended before `now`: its end instant, else its start (null when neither is known: kept). */
const ended = (item: TimelineItem, now: number) => {
  const at = item.end.at ?? item.start.at;
  return at !== null && at < now;
};

export function compareTrips(
  items: TimelineItem[],
  seen: Seen[],
  now: Date,
): { baseline: { itemKey: string; state: TripState }[]; changed: TripChange[] } {
  const byKey = new Map(seen.map((s) => [s.itemKey, s]));
  const used = new Set<string>();
  const baseline: { itemKey: string; state: TripState }[] = [];
  const changed: TripChange[] = [];
  for (const item of items) {
    if (ended(item, now.getTime())) continue;
    const key = [item.key, ...item.elementKeys].find((k) => byKey.has(k) && !used.has(k));
    const after = tripState(item);
    if (!key) {
      baseline.push({ itemKey: item.key, state: after });
      continue;
    }
    used.add(key);
    const before = byKey.get(key)!;
    if (!sameState(before.state, after))
      changed.push({ item, before: before.state, after, n: before.changes + 1, seenAs: key });
  }
  return { baseline, changed };
}

const LABELS: Record<string, [string, string]> = {
  hotel: ["Check-in", "Check-out"],
  car: ["Pick-up", "Drop-off"],
};
/** A local wall time as "2030-03-09 21:45", with its zone only when the zone itself changed. */
const when = (local: string | null, zone: string | null, withZone: boolean) =>
  local ? `${local.replace("T", " ")}${withZone && zone ? ` ${zone}` : ""}` : "unknown";
const moved = (
  label: string,
  now: string | null,
  nowZone: string | null,
  was: string | null,
  wasZone: string | null,
) => {
  const zoned = nowZone !== wasZone;
  return `${label} ${when(now, nowZone, zoned)} (was ${when(was, wasZone, zoned)})`;
};

/** The notice's words: what changed, each with what it was. */
export function tripChangeNotice(c: TripChange): { title: string; body: string } {
  const { before: b, after: a, item } = c;
  if (a.cancelled && !b.cancelled)
    return {
      title: `${item.title}: cancelled`,
      body: `A later email or account check says ${item.title} is cancelled.`,
    };
  const [startWord, endWord] = LABELS[item.kind] ?? ["Departs", "Arrives"];
  const lines: string[] = [];
  if (!a.cancelled && b.cancelled) lines.push("It is no longer cancelled");
  if (a.from !== b.from) lines.push(`From ${a.from ?? "unknown"} (was ${b.from ?? "unknown"})`);
  if (a.to !== b.to) lines.push(`To ${a.to ?? "unknown"} (was ${b.to ?? "unknown"})`);
  if (a.start !== b.start || a.startZone !== b.startZone)
    lines.push(moved(startWord, a.start, a.startZone, b.start, b.startZone));
  if (a.end !== b.end || a.endZone !== b.endZone)
    lines.push(moved(endWord, a.end, a.endZone, b.end, b.endZone));
  return { title: `${item.title}: changed`, body: `${lines.join(". ")}.` };
}
