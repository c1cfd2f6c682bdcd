// One corpus case through the real path: raw email → the simulator's parser (parseRawEmail) →
// the app's reading of a parse result (parseResultSchema, the callback's zod) → one timeline source
// row per itinerary, as the inbox stores them → the timeline's explode + merge (mergeRows) → items.
// Then each of KDE's expected reservations is looked for among the items and its key fields compared.
import { parseResultSchema } from "../../../../lib/services/email/result-schema";
import { foldText } from "../../../../lib/airports/find-airports";
import { mergeRows } from "../../../../lib/timeline/merge-items";
import { isSamePerson } from "../../../../lib/timeline/same-person";
import type { Place, SourceRow, TimelineItem } from "../../../../lib/timeline/types";
import { parseRawEmail } from "../parse-email";
import type { KdeCase } from "./kde-cases";
import { expectedReservations, type KeyFields, type When } from "./key-fields";

export const FIELDS = [
  "number",
  "from",
  "to",
  "start",
  "end",
  "traveller",
  "seat",
  "confirmation",
  "cancelled",
] as const;
export type Field = (typeof FIELDS)[number];

export interface ReservationResult {
  expected: KeyFields;
  found: boolean;
  /** Per field the expected value has: right or wrong. */
  fields: Partial<Record<Field, boolean>>;
  allRight: boolean;
}

export interface CaseResult {
  name: string;
  notClaimed?: string;
  reservations: ReservationResult[];
  /** Timeline items the expected output has no reservation for (invented or unmatched). */
  extraItems: number;
}

const NOW = new Date("2026-11-27T12:00:00Z");

export async function timelineItemsOf(raw: string): Promise<TimelineItem[]> {
  const parsed = await parseRawEmail(raw, { now: NOW });
  const rows: SourceRow[] = [];
  parsed.forEach((email, e) => {
    const result = parseResultSchema.parse({ ...email, requestId: `kde-${e}` });
    (result.itineraries ?? []).forEach((it, i) => {
      if ("unreadable" in it) return;
      rows.push({
        id: `e${e}-${i}`,
        source: "email",
        accountId: null,
        emailId: `e${e}`,
        updatedAt: NOW,
        firstSeenAt: NOW,
        data: it as Record<string, unknown>,
      });
    });
  });
  return mergeRows(rows);
}

// Case, accents, spaces and punctuation aside ("VERONA P. N." is "VERONA PN").
const fold = (s: string) => foldText(s).replace(/[^\p{L}\p{N}]+/gu, "");
const same = (a: string | null | undefined, b: string) => Boolean(a) && fold(a!) === fold(b);

function sameWhen(place: Place, when: When): boolean {
  if ("instant" in when) return place.at === when.instant;
  if ("wall" in when) return (place.local ?? "").slice(0, 16) === when.wall;
  return (place.local ?? "").slice(0, 10) === when.day;
}

const samePlace = (place: Place, expected: string) =>
  same(place.code, expected) || same(place.name, expected) || same(place.city, expected);

function compare(item: TimelineItem, e: KeyFields): Partial<Record<Field, boolean>> {
  const f: Partial<Record<Field, boolean>> = {};
  if (e.number !== undefined) f.number = same(item.number, e.number);
  if (e.from !== undefined) f.from = samePlace(item.start, e.from);
  if (e.to !== undefined) f.to = samePlace(item.end, e.to);
  if (e.start !== undefined) f.start = sameWhen(item.start, e.start);
  if (e.end !== undefined) f.end = sameWhen(item.end, e.end);
  // The app's own rule for one person's names ("Dr Konqui" is "Konqui"; "DOE/JOHN MR" is "John Doe").
  const person = e.traveller ? item.travelers.find((t) => isSamePerson(t.name, e.traveller!)) : undefined;
  if (e.traveller !== undefined) f.traveller = Boolean(person);
  // KDE gives each passenger's seat on their own reservation: it must be that traveller's seat here.
  if (e.seat !== undefined)
    f.seat = e.traveller
      ? Boolean(person?.seats.includes(e.seat))
      : item.travelers.some((t) => t.seats.includes(e.seat!));
  if (e.confirmation !== undefined)
    f.confirmation = item.confirmationNumbers.some((c) => same(c, e.confirmation!));
  f.cancelled = item.cancelled === e.cancelled;
  return f;
}

const score = (f: Partial<Record<Field, boolean>>) => Object.values(f).filter(Boolean).length;

export async function runCase(c: KdeCase): Promise<CaseResult> {
  const items = await timelineItemsOf(c.raw);
  const used = new Set<TimelineItem>();
  const reservations = expectedReservations(c.expected).map((expected): ReservationResult => {
    // The item of the same kind that agrees on the most key fields; found when it agrees on what
    // identifies a trip (its number, its start place or its start time).
    const ranked = items
      .filter((it) => it.kind === expected.kind)
      .map((it) => ({ it, fields: compare(it, expected) }))
      // Ties go to an item no earlier reservation took (two tickets for one train are two items).
      .sort((a, b) => score(b.fields) - score(a.fields) || Number(used.has(a.it)) - Number(used.has(b.it)));
    const best = ranked[0];
    const found = Boolean(best && (best.fields.number || best.fields.from || best.fields.start));
    if (!best || !found) return { expected, found: false, fields: {}, allRight: false };
    used.add(best.it);
    return { expected, found, fields: best.fields, allRight: Object.values(best.fields).every(Boolean) };
  });
  return {
    name: c.name,
    ...(c.notClaimed ? { notClaimed: c.notClaimed } : {}),
    reservations,
    extraItems: items.filter((it) => !used.has(it)).length,
  };
}
