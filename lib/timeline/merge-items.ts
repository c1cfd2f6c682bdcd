// Source rows → timeline items. Elements that are the same reservation or the same booking for
// several travellers (same-reservation.ts) become one item; values merge with the newer source
// winning where both have one, an empty value never overwriting a filled one, and a newer
// source's cancellation cancelling. Recomputed on every read, so fixing a rule fixes every merge.
import { isCancelled } from "@/lib/itineraries/summarize-itinerary";
import { segmentNumber, titleOf } from "./item-title";
import { arr, explodeRow, obj, str } from "./explode-rows";
import { displayName, isSamePerson } from "./same-person";
import { confirmationsAsGiven, displayConfirmations } from "./confirmation-display";
import { isRebooking } from "./same-rebooking";
import { confirmationsOf, isSameItem } from "./same-reservation";
import type { Element, Obj, Place, SourceRow, TimelineItem, Traveler } from "./types";

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === "string" && !v.trim()) ||
  (Array.isArray(v) && v.length === 0);

/** Newer over older, field by field; objects recursively; empty never overwrites. */
export function mergeValues(older: Obj, newer: Obj): Obj {
  const out: Obj = { ...older };
  for (const [k, v] of Object.entries(newer)) {
    if (isEmpty(v)) continue;
    const prev = out[k];
    const bothObjects =
      v &&
      typeof v === "object" &&
      !Array.isArray(v) &&
      prev &&
      typeof prev === "object" &&
      !Array.isArray(prev);
    out[k] = bothObjects ? mergeValues(prev as Obj, v as Obj) : v;
  }
  return out;
}

function mergePlace(older: Place, newer: Place): Place {
  const out = { ...older };
  for (const k of Object.keys(newer) as (keyof Place)[])
    if (newer[k] !== null) (out as Record<string, unknown>)[k] = newer[k];
  // A time and its zone belong together: take the instant of whichever side gave the time.
  if (newer.local !== null)
    Object.assign(out, { local: newer.local, zone: newer.zone ?? older.zone, at: newer.at ?? older.at });
  return out;
}

/** Travellers of all sources, matched loosely, each with this segment's seats and tickets. */
function travelersOf(elements: Element[]): Traveler[] {
  const out: Traveler[] = [];
  for (const el of elements) {
    const people = [
      ...arr(el.itinerary.travelers),
      ...arr(el.itinerary.guests),
      ...(el.itinerary.driver ? [obj(el.itinerary.driver)] : []),
    ];
    for (const p of people) {
      const raw = str(p.name);
      if (!raw) continue;
      const name = displayName(raw);
      // A minimal cancellation stands for every segment of its booking: its seats are no segment's.
      const seats = el.minimal
        ? []
        : arr(p.seats)
            .filter((s) => s.segmentNumber === undefined || s.segmentNumber === el.segmentIndex)
            .map((s) => str(s.seatNumber))
            .filter((s): s is string => s !== null);
      const tickets = arr(p.ticketNumbers)
        .map((t) => str(t.number))
        .filter((t): t is string => t !== null);
      const accounts = arr(p.accountNumbers)
        .map((t) => str(t.number))
        .filter((t): t is string => t !== null);
      const known = out.find((t) => isSamePerson(t.name, name));
      if (!known) {
        out.push({ name, seats, ticketNumbers: tickets, accountNumbers: accounts });
        continue;
      }
      // A name as the person writes it ("John Doe") beats the airline's "DOE/JOHN MR".
      if (raw !== raw.toUpperCase()) known.name = name;
      if (seats.length) known.seats = seats;
      known.ticketNumbers = [...new Set([...known.ticketNumbers, ...tickets])];
      known.accountNumbers = [...new Set([...known.accountNumbers, ...accounts])];
    }
  }
  return out;
}

/** The newest source with an opinion decides: its `cancelled` flag, else its status words. */
function cancelledOf(newestFirst: Element[]): boolean {
  for (const el of newestFirst) {
    if (typeof el.itinerary.cancelled === "boolean" || str(el.itinerary.status) || str(el.part.status)) {
      return isCancelled(el.itinerary) || /cancel/i.test(str(el.part.status) ?? "");
    }
  }
  return false;
}

/** FNV-1a over the shown values: a change raises the calendar SEQUENCE. */
export function fingerprint(value: unknown): string {
  let h = 0x811c9dc5;
  const s = JSON.stringify(value);
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

export function buildItem(elements: Element[]): TimelineItem {
  const byAge = [...elements].sort(
    (a, b) => a.row.updatedAt.getTime() - b.row.updatedAt.getTime() || cmp(a.key, b.key),
  );
  // The key is a segment's, never a minimal cancellation's: one cancellation stands for every
  // segment of its booking, and each segment is its own item with its own key (issue 34).
  const keyed = elements.some((e) => !e.minimal) ? elements.filter((e) => !e.minimal) : elements;
  const oldest = [...keyed].sort(
    (a, b) => a.row.firstSeenAt.getTime() - b.row.firstSeenAt.getTime() || cmp(a.key, b.key),
  )[0]!;
  let itinerary: Obj = {};
  let part: Obj = {};
  let start = byAge[0]!.start;
  let end = byAge[0]!.end;
  if (byAge.length === 1) {
    // One source (most items): nothing to merge.
    const { segments: _segments, ...rest } = oldest.itinerary;
    itinerary = rest;
    part = oldest.part === oldest.itinerary ? {} : oldest.part;
  } else {
    for (const el of byAge) {
      itinerary = mergeValues(itinerary, { ...el.itinerary, segments: undefined });
      part = el.part === el.itinerary ? part : mergeValues(part, el.part);
      start = mergePlace(start, el.start);
      end = mergePlace(end, el.end);
    }
  }
  const kind = oldest.kind;
  const confirmationNumbers = displayConfirmations(
    byAge.flatMap((e) => confirmationsAsGiven(e.itinerary, e.part)),
  );
  // A minimal cancellation has no segment (its part is empty): titled by its provider instead.
  const titleSource =
    kind === "hotel" || kind === "car"
      ? itinerary
      : { ...itinerary, segments: Object.keys(part).length ? [part] : [] };
  return {
    key: oldest.key,
    kind,
    title: titleOf({ ...titleSource, type: String(oldest.itinerary.type) }),
    number: kind === "hotel" || kind === "car" ? null : segmentNumber(String(oldest.itinerary.type), part),
    start,
    end,
    cancelled: cancelledOf([...byAge].reverse()),
    confirmationNumbers,
    travelers: travelersOf(byAge),
    sources: [...new Map(byAge.map((e) => [e.row.id, e.row])).values()].map((r) => ({
      rowId: r.id,
      source: r.source,
      accountId: r.accountId,
      emailId: r.emailId,
      mailbox: r.mailbox ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    rowIds: [...new Set(byAge.map((e) => e.row.id))],
    elementKeys: [
      oldest.key,
      ...keyed
        .map((e) => e.key)
        .filter((k) => k !== oldest.key)
        .sort(),
    ],
    part,
    itinerary,
  };
}

/** Every element key → its item: a link, a stored trip or a calendar event naming any segment
 *  of any source of an item finds it (its own key first), so it survives a source's deletion. */
export function itemsByAnyKey(items: TimelineItem[]): Map<string, TimelineItem> {
  const out = new Map(items.map((i) => [i.key, i]));
  for (const i of items) for (const k of i.elementKeys) if (!out.has(k)) out.set(k, i);
  return out;
}

/** What a calendar event shows of an item, hashed: a change raises its SEQUENCE. */
export const itemFingerprint = (item: TimelineItem) =>
  fingerprint([
    item.title,
    item.start.local,
    item.start.zone,
    item.end.local,
    item.end.zone,
    item.cancelled,
    item.confirmationNumbers,
    item.start.name,
    item.end.name,
  ]);

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
/** Local departure day as a day number, for ±1 day candidate buckets (no Date allocation). */
function dayNumber(el: Element): number | null {
  const m = el.start.local ? DAY.exec(el.start.local) : null;
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) / 86_400_000 : null;
}

/** All rows → items, sorted by start. Candidates are compared only within ±1 local day (KDE's
 *  ±24 h window) or by a shared confirmation number, so 5,000 rows stay fast. A minimal
 *  cancellation (a source that kept only the booking's number, e.g. a later cancellation email)
 *  joins every item of its booking instead of joining them to one another: its booking's two
 *  segments stay two items, both cancelled while that source is the newest word on them. */
export function mergeRows(rows: SourceRow[]): TimelineItem[] {
  const all = rows.flatMap(explodeRow);
  const elements = all.filter((el) => !el.minimal);
  const minimal = all.filter((el) => el.minimal);
  const parent = elements.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const union = (i: number, j: number) => {
    const [a, b] = [find(i), find(j)];
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };
  const KINDS = ["flight", "train", "bus", "hotel", "car"];
  const byDay = new Map<number, number[]>(); // key: day number × 8 + kind index
  const byConfirmation = new Map<string, number[]>();
  const days = elements.map(dayNumber);
  elements.forEach((el, i) => {
    const d = days[i];
    if (d !== null && d !== undefined) push(byDay, d * 8 + KINDS.indexOf(el.kind), i);
    for (const c of confirmationsOf(el)) push(byConfirmation, `${el.kind}|${c}`, i);
  });
  const tryPair = (i: number, j: number) => {
    if (
      j > i &&
      find(i) !== find(j) &&
      elements[i]!.row.id !== elements[j]!.row.id &&
      isSameItem(elements[i]!, elements[j]!)
    )
      union(i, j);
  };
  elements.forEach((el, i) => {
    const d = days[i];
    if (d !== null && d !== undefined)
      for (const shift of [-1, 0, 1])
        for (const j of byDay.get((d + shift) * 8 + KINDS.indexOf(el.kind)) ?? []) tryPair(i, j);
    for (const c of confirmationsOf(el))
      for (const j of byConfirmation.get(`${el.kind}|${c}`) ?? []) tryPair(i, j);
  });
  // A later source that moved the booking to another day (same-rebooking.ts): elements still
  // without a match in the other source's row pair up.
  const byRow = new Map<string, number[]>();
  elements.forEach((el, i) => push(byRow, el.row.id, i));
  const matchedIn = (i: number, rowId: string) => (byRow.get(rowId) ?? []).some((k) => find(k) === find(i));
  elements.forEach((el, i) => {
    for (const c of confirmationsOf(el))
      for (const j of byConfirmation.get(`${el.kind}|${c}`) ?? []) {
        const other = elements[j]!;
        if (
          j > i &&
          find(i) !== find(j) &&
          isRebooking(el, other) &&
          !matchedIn(i, other.row.id) &&
          !matchedIn(j, el.row.id)
        )
          union(i, j);
      }
  });
  const groups = new Map<number, Element[]>();
  elements.forEach((el, i) => push(groups, find(i), el));
  const alone: Element[][] = [];
  for (const m of minimal) {
    const targets = new Set(
      confirmationsOf(m)
        .flatMap((c) => byConfirmation.get(`${m.kind}|${c}`) ?? [])
        .filter((j) => isSameItem(m, elements[j]!))
        .map(find),
    );
    if (targets.size) for (const t of targets) groups.get(t)!.push(m);
    else {
      // Cancellations of one booking with nothing dated to join are one item.
      const batch = alone.find((g) => isSameItem(g[0]!, m));
      if (batch) batch.push(m);
      else alone.push([m]);
    }
  }
  const items = [...groups.values(), ...alone].map(buildItem);
  return items.sort(
    (a, b) =>
      (a.start.at ?? a.end.at ?? Infinity) - (b.start.at ?? b.end.at ?? Infinity) || cmp(a.key, b.key),
  );
}
