// When two train or bus elements are the same trip, after KDE kitinerary's MergeUtil
// (isSameTrainTrip, isSameBusTrip, isSameSeat in src/lib/mergeutil.cpp). Pure; held to KDE's cases
// in kde-merge-corpus.test.ts and to the team's own table in merge-items.test.ts.
import { foldText } from "@/lib/text/fold-text";
import { obj, str } from "./explode-rows";
import { exactStation, sameCity } from "./same-place";
import { isDividingTrain, isSameTrainNumber } from "./train-number";
import type { Element, Place } from "./types";

const day = (p: Place) => p.local?.slice(0, 10) ?? null;
const hasTime = (p: Place) => (p.local?.length ?? 0) > 10;
const wallMs = (p: Place) => Date.parse(`${p.local!.slice(0, 16)}Z`);

/** Milliseconds between two times: instants when both zones are known, else wall clocks. */
function gapMs(a: Place, b: Place): number {
  if (a.zone && b.zone && a.at !== null && b.at !== null) return Math.abs(a.at - b.at);
  return Math.abs(wallMs(a) - wallMs(b));
}

/**
 * The train's number as a ticket writes it. Spec 3 loyalty data may give the category apart
 * (`trainInfo.type` "ICE", number "578"): put back together so "ICE 578" compares.
 */
function trainNumber(el: Element): string {
  const number = str(el.part.scheduleNumber) ?? "";
  const kind = str(obj(el.part.trainInfo).type);
  return kind && /^\d+$/.test(number) ? `${kind} ${number}` : number;
}
const trainName = (el: Element) => str(el.part.serviceName);

export function isSameTrainTrip(a: Element, b: Element): boolean {
  if (day(a.start) !== day(b.start)) return false;
  if (hasTime(a.start) && hasTime(b.start)) {
    if (gapMs(a.start, b.start) !== 0) return false;
  } else if (!sameCity(a.start, b.start) || !sameCity(a.end, b.end)) return false;
  // Tickets for one connection sometimes differ by a minute or two in the arrival time.
  if (hasTime(a.end) && hasTime(b.end) && gapMs(a.end, b.end) !== 0) {
    if (gapMs(a.end, b.end) > 180_000 || !exactStation(a.end, b.end)) return false;
  }
  const [x, y] = [trainNumber(a), trainNumber(b)];
  if (!x || !y) {
    // Without numbers, at least one end must be exactly the same station.
    const [dep, arr] = [exactStation(a.start, b.start), exactStation(a.end, b.end)];
    if (dep && arr) return true;
    if (!dep && !arr) return false;
    return sameCity(a.start, b.start) || sameCity(a.end, b.end);
  }
  const [n, m] = [trainName(a), trainName(b)];
  const namesConflict = n !== null && m !== null && foldText(n) !== foldText(m);
  if (!namesConflict && isSameTrainNumber(x, y)) return true;
  // A dividing train: numbers of one category, same stations, a timed departure and arrival.
  return (
    isDividingTrain(x, y) &&
    hasTime(a.start) &&
    hasTime(a.end) &&
    exactStation(a.start, b.start) &&
    exactStation(a.end, b.end)
  );
}

const busNumber = (el: Element) => str(el.part.scheduleNumber)?.toUpperCase().replace(/\s+/g, " ") ?? null;

export function isSameBusTrip(a: Element, b: Element): boolean {
  if (!hasTime(a.start) || !hasTime(b.start) || gapMs(a.start, b.start) !== 0) return false;
  const [x, y] = [busNumber(a), busNumber(b)];
  if (x !== null && y !== null && x !== y) return false;
  if (hasTime(a.end) && hasTime(b.end) && gapMs(a.end, b.end) !== 0) return false;
  return (x !== null && x === y) || (exactStation(a.start, b.start) && exactStation(a.end, b.end));
}

/** Two coaches given and different ("13" = "013"; "12" ≠ "13"). */
export function coachConflict(a: Element, b: Element): boolean {
  const [x, y] = [str(a.part.car), str(b.part.car)];
  if (x === null || y === null) return false;
  const [p, q] = [Number(x), Number(y)];
  if (Number.isInteger(p) && Number.isInteger(q) && p > 0 && q > 0) return p !== q;
  return foldText(x) !== foldText(y);
}
