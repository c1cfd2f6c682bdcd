// A user's edit of trip membership, as a plan over the current trips (pure): move an item to the
// previous or next trip or into a trip of its own, or merge a trip with the one before or after
// it. Only the first item of a trip can go to the previous trip and only the last to the next,
// so trips never overlap. Every trip the edit touches becomes the user's (never regrouped); a
// trip left empty is dropped.
import type { Trip } from "./types";

export type TripEdit =
  | { op: "move"; itemKey: string; to: "previous" | "next" | "own" }
  | { op: "merge"; tripKey: string; with: "previous" | "next" };

/** A trip after the edit: `key` of the trip it was (manual id or automatic key), null for a new one. */
export interface PlannedTrip {
  key: string | null;
  manual: boolean;
  itemKeys: string[];
}

export interface TripEditPlan {
  write: PlannedTrip[];
  /** Manual trips the edit emptied. */
  drop: string[];
  /** Where the edited item or the merged trip ends up: the trip to show afterwards. */
  focus: PlannedTrip;
}

export type TripEditRefusal =
  "unknown-item" | "unknown-trip" | "no-previous" | "no-next" | "not-first" | "not-last" | "already-alone";

const plan = (trip: Trip, itemKeys: string[]): PlannedTrip => ({
  key: trip.key,
  manual: trip.manual,
  itemKeys,
});

/** `trips` sorted by start, as groupTrips returns them. */
export function planTripEdit(trips: Trip[], edit: TripEdit): TripEditPlan | TripEditRefusal {
  if (edit.op === "merge") {
    const at = trips.findIndex((t) => t.key === edit.tripKey);
    if (at < 0) return "unknown-trip";
    const other = trips[edit.with === "previous" ? at - 1 : at + 1];
    if (!other) return edit.with === "previous" ? "no-previous" : "no-next";
    const [first, second] = edit.with === "previous" ? [other, trips[at]!] : [trips[at]!, other];
    // The merged trip keeps the earlier one's row (and its name, if the user gave one).
    const merged = plan(first, [...first.itemKeys, ...second.itemKeys]);
    return { write: [merged], drop: second.manual ? [second.key] : [], focus: merged };
  }
  const at = trips.findIndex((t) => t.itemKeys.includes(edit.itemKey));
  if (at < 0) return "unknown-item";
  const trip = trips[at]!;
  const rest = trip.itemKeys.filter((k) => k !== edit.itemKey);
  const left = rest.length ? [plan(trip, rest)] : [];
  const drop = !rest.length && trip.manual ? [trip.key] : [];
  if (edit.to === "own") {
    if (!rest.length) return "already-alone";
    const own: PlannedTrip = { key: null, manual: true, itemKeys: [edit.itemKey] };
    return { write: [...left, own], drop, focus: own };
  }
  if (edit.to === "previous") {
    const previous = trips[at - 1];
    if (!previous) return "no-previous";
    if (trip.itemKeys[0] !== edit.itemKey) return "not-first";
    const target = plan(previous, [...previous.itemKeys, edit.itemKey]);
    return { write: [...left, target], drop, focus: target };
  }
  const next = trips[at + 1];
  if (!next) return "no-next";
  if (trip.itemKeys.at(-1) !== edit.itemKey) return "not-last";
  const target = plan(next, [edit.itemKey, ...next.itemKeys]);
  return { write: [...left, target], drop, focus: target };
}
