// Runs KDE kitinerary's merge cases (test-data/kde-kitinerary-merge, CC0) through Milepost's own
// path and collects our verdict next to KDE's: JSON-LD reservation → the email parser's schema.org
// mapper (simulator/services/email/itinerary) → the app's itinerary schema → timeline elements
// (explode-rows.ts) → isSameReservation / isSameIncidence; person cases go through the mapper's
// traveller reading (personOf) → isSamePerson. Nothing here decides a verdict: it only wires the
// real parts together. Used by kde-merge-corpus.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseItinerary } from "@/lib/itineraries/itinerary-schema";
import { findNodes, mapReservations } from "@/simulator/services/email/itinerary/map-reservations";
import { personOf } from "@/simulator/services/email/itinerary/reservation-common";
import type { JsonObject } from "@/simulator/services/email/markup/json-ld";
import { normalizeNode } from "@/simulator/services/email/markup/normalize-node";
import { explodeRow } from "./explode-rows";
import { isSamePerson } from "./same-person";
import { isSameIncidence, isSameReservation } from "./same-reservation";
import { row } from "./test-rows";
import type { Element, Obj } from "./types";

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../test-data/kde-kitinerary-merge");

export interface Verdict {
  id: string;
  /** KDE's predicate the case states: isSame, isSameIncidence or isSamePerson. */
  check: "isSame" | "isSameIncidence" | "isSamePerson";
  kde: boolean;
  /** Our verdict; null when the case cannot reach our predicates (`skipped` says why). */
  ours: boolean | null;
  skipped?: string;
  /** Our predicate answered differently for (a, b) and (b, a). */
  asymmetric?: boolean;
}

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CORPUS_DIR, file), "utf8"));

type Side = JsonObject | { file: string; patch?: JsonObject };

function load(side: Side): unknown {
  if (typeof side.file !== "string") return side;
  const doc = read(side.file);
  const first = (Array.isArray(doc) ? doc[0] : doc) as JsonObject;
  return { ...first, ...(side.patch as JsonObject | undefined) };
}

/** One JSON-LD reservation → the first timeline element our path makes of it, or why none. */
export function elementOf(node: unknown): Element | string {
  const { reservations } = findNodes([normalizeNode(node)]);
  const mapped = mapReservations(reservations);
  if (mapped.length === 0) return "the mapper finds no reservation";
  // As parse-email.ts: a reservation missing required fields is not delivered.
  const usable = mapped.find((m) => m.missingFields.length === 0);
  if (!usable) return `the mapper misses ${mapped.flatMap((m) => m.missingFields).join(", ")}`;
  const itinerary = parseItinerary(usable.itinerary);
  if (!itinerary) return "the app's itinerary schema rejects it";
  const element = explodeRow(row(itinerary as Obj, { source: "email", accountId: null }))[0];
  return element ?? "no timeline element";
}

function both(f: (a: Element, b: Element) => boolean, a: Element, b: Element) {
  const [x, y] = [f(a, b), f(b, a)];
  return { ours: x || y, asymmetric: x !== y };
}

function compare(
  id: string,
  lhs: unknown,
  rhs: unknown,
  expect: { same?: boolean; sameIncidence?: boolean },
  notRun?: string,
): Verdict[] {
  const checks = [
    ...(expect.same !== undefined
      ? [{ check: "isSame" as const, kde: expect.same, f: isSameReservation }]
      : []),
    ...(expect.sameIncidence !== undefined
      ? [{ check: "isSameIncidence" as const, kde: expect.sameIncidence, f: isSameIncidence }]
      : []),
  ];
  if (notRun) return checks.map(({ check, kde }) => ({ id, check, kde, ours: null, skipped: notRun }));
  const [a, b] = [elementOf(lhs), elementOf(rhs)];
  const why = typeof a === "string" ? `left: ${a}` : typeof b === "string" ? `right: ${b}` : null;
  return checks.map(({ check, kde, f }) =>
    why || typeof a === "string" || typeof b === "string"
      ? { id, check, kde, ours: null, skipped: why ?? "" }
      : { id, check, kde, ...both(f, a, b) },
  );
}

interface PairCase {
  id: string;
  lhs: Side;
  rhs: Side;
  same?: boolean;
  sameIncidence?: boolean;
}

/** Every pair with a verdict goes through the path, also those we expect not to get through
 *  (`expectedSkip`): the figures say what the path did, not what we expected. */
function pairCases(): Verdict[] {
  const { pairs } = read("cases/pairs.json") as { pairs: PairCase[] };
  return pairs.flatMap((p) => compare(p.id, load(p.lhs), load(p.rhs), p));
}

type Table<R> = { reservation: JsonObject; rows: R[]; notRun?: Record<string, string> };

function withTrip(base: JsonObject, trip: JsonObject, ticket?: JsonObject): JsonObject {
  const out = structuredClone(base);
  out.reservationFor = { ...(out.reservationFor as JsonObject), ...trip };
  if (ticket) out.reservedTicket = ticket;
  return out;
}

const present = (o: Record<string, string>): JsonObject =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== ""));

function trainCases(): Verdict[] {
  const t = read("cases/trains.json") as Table<[string, string, string, string, string, boolean]>;
  return t.rows.flatMap(([name, ln, lnum, rn, rnum, same]) =>
    compare(
      `train/${name}`,
      withTrip(t.reservation, present({ trainName: ln, trainNumber: lnum })),
      withTrip(t.reservation, present({ trainName: rn, trainNumber: rnum })),
      { same },
      t.notRun?.[name],
    ),
  );
}

function seatCases(): Verdict[] {
  const t = read("cases/seats.json") as Table<[string, string, string, string, string, boolean]>;
  const ticket = (section: string, number: string) => ({
    "@type": "Ticket",
    ticketedSeat: { "@type": "Seat", ...present({ seatSection: section, seatNumber: number }) },
  });
  return t.rows.flatMap(([name, ls, lnum, rs, rnum, same]) =>
    compare(
      `seat/${name}`,
      withTrip(t.reservation, {}, ticket(ls, lnum)),
      withTrip(t.reservation, {}, ticket(rs, rnum)),
      { same },
    ),
  );
}

type PersonRow = [string, string, string];

function personCases(): Verdict[] {
  const p = read("cases/persons.json") as { sameGroups: Record<string, PersonRow[]>; different: PersonRow[] };
  // The traveller's name as the mapper reads it from underName.
  const nameOf = ([name, givenName, familyName]: PersonRow) =>
    personOf({ underName: present({ name, givenName, familyName }) })?.name ?? "";
  const pairs = (rows: PersonRow[], group: string, kde: boolean): Verdict[] =>
    rows.flatMap((x, i) =>
      rows.slice(i + 1).map((y, j) => {
        const [a, b] = [nameOf(x), nameOf(y)];
        const [s, t] = [isSamePerson(a, b), isSamePerson(b, a)];
        return {
          id: `person/${group}/${i}-${i + 1 + j}: ${a} | ${b}`,
          check: "isSamePerson" as const,
          kde,
          ours: s || t,
          asymmetric: s !== t,
        };
      }),
    );
  return [
    ...Object.entries(p.sameGroups).flatMap(([group, rows]) => pairs(rows, group, true)),
    ...pairs(p.different, "different", false),
  ];
}

export function runKdeMergeCorpus(): Verdict[] {
  return [...pairCases(), ...trainCases(), ...seatCases(), ...personCases()];
}

export interface Figures {
  cases: number;
  run: number;
  agreeing: number;
  falseMerges: number;
  missedMerges: number;
  skipped: number;
  asymmetric: number;
}

export function figuresOf(verdicts: Verdict[]): Figures {
  const run = verdicts.filter((v) => v.ours !== null);
  return {
    cases: verdicts.length,
    run: run.length,
    agreeing: run.filter((v) => v.ours === v.kde).length,
    falseMerges: run.filter((v) => v.ours && !v.kde).length,
    missedMerges: run.filter((v) => !v.ours && v.kde).length,
    skipped: verdicts.length - run.length,
    asymmetric: run.filter((v) => v.asymmetric).length,
  };
}
