// The other half of KDE's testMerge: for each mergedata pair that reaches our timeline as one
// reservation, the item our merge (merge-items.ts mergeRows) builds from the two source rows is
// compared, key field by key field, with KDE's expected merge (`<name>.merged.json`). Each side's
// row is as new as its JSON-LD `modifiedTime` says (KDE prefers the newer side too).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { JsonObject } from "@/simulator/services/email/markup/json-ld";
import { CORPUS_DIR, elementOf } from "./kde-merge-corpus";
import { mergeRows } from "./merge-items";
import { isSamePerson } from "./same-person";
import type { TimelineItem } from "./types";

export interface FieldCheck {
  id: string;
  field: string;
  kde: string;
  ours: string | null;
  ok: boolean;
}

const readFirst = (file: string) =>
  (JSON.parse(readFileSync(path.join(CORPUS_DIR, file), "utf8")) as JsonObject[])[0]!;
const o = (v: unknown): JsonObject =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as JsonObject) : {};
const s = (v: unknown): string | null =>
  typeof v === "string" && v ? v : typeof o(v)["@value"] === "string" ? String(o(v)["@value"]) : null;
const compact = (v: string) => v.replace(/\s+/g, "").toUpperCase();

/** KDE's merged value of each key field, and how our item answers it. */
function checks(merged: JsonObject, item: TimelineItem | undefined): Omit<FieldCheck, "id">[] {
  const trip = o(merged.reservationFor);
  const ticket = o(o(merged.reservedTicket).ticketedSeat);
  const seats = [
    ...((item?.part.seats as string[] | undefined) ?? []),
    ...(item?.travelers.flatMap((t) => t.seats) ?? []),
  ];
  const rows: [string, string | null, (kde: string) => [string | null, boolean]][] = [
    [
      "reservationNumber",
      s(merged.reservationNumber),
      (k) => [
        item?.confirmationNumbers.join(" ") ?? null,
        !!item?.confirmationNumbers.some((c) => compact(c) === compact(k)),
      ],
    ],
    [
      "underName",
      s(o(merged.underName).name),
      (k) => [
        item?.travelers.map((t) => t.name).join(", ") ?? null,
        !!item?.travelers.some((t) => isSamePerson(t.name, k)),
      ],
    ],
    [
      "number",
      s(trip.flightNumber) ?? s(trip.trainNumber) ?? s(trip.busNumber),
      (k) => [item?.number ?? null, !!item?.number && compact(item.number).endsWith(compact(k))],
    ],
    [
      "departureTime",
      s(trip.departureTime)?.slice(0, 16) ?? null,
      (k) => [item?.start.local?.slice(0, 16) ?? null, item?.start.local?.slice(0, 16) === k],
    ],
    [
      "arrivalTime",
      s(trip.arrivalTime)?.slice(0, 16) ?? null,
      (k) => [item?.end.local?.slice(0, 16) ?? null, item?.end.local?.slice(0, 16) === k],
    ],
    [
      "cancelled",
      String(/Cancelled$/.test(s(merged.reservationStatus) ?? "")),
      (k) => [String(item?.cancelled ?? null), String(item?.cancelled) === k],
    ],
    [
      "seat",
      s(ticket.seatNumber) ?? s(merged.airplaneSeat),
      (k) => [seats.join(" ") || null, seats.some((x) => compact(x) === compact(k))],
    ],
    [
      "coach",
      s(ticket.seatSection),
      (k) => [typeof item?.part.car === "string" ? item.part.car : null, item?.part.car === k],
    ],
  ];
  return rows
    .filter(([, kde]) => kde !== null)
    .map(([field, kde, f]) => {
      const [ours, ok] = f(kde!);
      return { field, kde: kde!, ours, ok };
    });
}

/** Key fields of every mergedata pair whose two sides both become timeline elements. */
export function runKdeMergeValues(): FieldCheck[] {
  const names = [
    "bus-no-number",
    "cancellation",
    "iata-bcbp",
    "mtime",
    "subject-of",
    "train-nrt-res",
    "train-unbound",
  ];
  return names.flatMap((name) => {
    const sides = [readFirst(`mergedata/${name}.lhs.json`), readFirst(`mergedata/${name}.rhs.json`)];
    const elements = sides.map(elementOf);
    if (elements.some((e) => typeof e === "string")) return [];
    const rows = elements.map((e, i) => {
      const at = s(sides[i]!.modifiedTime);
      return {
        ...(e as Exclude<typeof e, string>).row,
        id: `${name}-${i}`,
        updatedAt: at ? new Date(at) : new Date(Date.UTC(2000, 0, 1 + i)),
      };
    });
    const items = mergeRows(rows);
    const merged = readFirst(`mergedata/${name}.merged.json`);
    return [
      { id: name, field: "one item", kde: "1", ours: String(items.length), ok: items.length === 1 },
      ...checks(merged, items.length === 1 ? items[0] : undefined).map((c) => ({ id: name, ...c })),
    ];
  });
}
