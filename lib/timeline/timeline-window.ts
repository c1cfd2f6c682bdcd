// Which part of the one timeline /timeline shows (issue 39): Upcoming from now, Past from now back,
// each a window of about WINDOW_ROWS source rows, with "Later trips" / "Older trips" moving the window
// by the start of the last trip shown (?after= / ?before=, an instant, so a link or a reload shows the
// same trips). The trips are grouped from the window's rows plus a margin on each side longer than
// any automatic trip, so a trip is cut by neither edge; each trip is shown on the one page its start
// falls in. Pure and without zod (the page's address reader): a bad value falls back to the first page.
import { MAX_TRIP_DAYS } from "./group-trips";
import type { Trip } from "./types";

/** Source rows a page counts from its edge (about 20 trips of 3 bookings). */
export const WINDOW_ROWS = 60;
/** Rows read beyond a page's edges: twice the longest automatic trip, so its grouping is whole. */
export const WINDOW_MARGIN_MS = 2 * MAX_TRIP_DAYS * 86_400_000;

export type TimelineViewName = "upcoming" | "past";

export interface TimelineWindow {
  view: TimelineViewName;
  /** Upcoming: trips starting after this instant (a later page); null from now. */
  after: number | null;
  /** Past: trips starting before this instant (an older page); null up to now. */
  before: number | null;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?Z$/;
const EARLIEST = Date.UTC(1950, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/** An ISO instant ("2027-03-14T08:15:00.000Z") as epoch ms, or null when it is not one. */
export function readInstant(raw: string | undefined): number | null {
  if (raw === undefined || !INSTANT.test(raw.trim())) return null;
  const at = Date.parse(raw.trim());
  // Date.parse rolls "02-30" over into March: a day that does not exist is not an instant.
  return Number.isFinite(at) &&
    at >= EARLIEST &&
    at < LATEST &&
    new Date(at).toISOString().slice(0, 10) === raw.trim().slice(0, 10)
    ? at
    : null;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function timelineWindowFromParams(
  params: Record<string, string | string[] | undefined>,
): TimelineWindow {
  const view: TimelineViewName = first(params.view) === "past" ? "past" : "upcoming";
  return {
    view,
    after: view === "upcoming" ? readInstant(first(params.after)) : null,
    before: view === "past" ? readInstant(first(params.before)) : null,
  };
}

/** The address of a window ("/timeline" for the first Upcoming page). */
export function timelineWindowHref(w: TimelineWindow): string {
  const q = new URLSearchParams();
  if (w.view === "past") q.set("view", "past");
  if (w.view === "upcoming" && w.after !== null) q.set("after", new Date(w.after).toISOString());
  if (w.view === "past" && w.before !== null) q.set("before", new Date(w.before).toISOString());
  const s = q.toString();
  return s ? `/timeline?${s}` : "/timeline";
}

export interface WindowBounds {
  now: number;
  /** The start of the row WINDOW_ROWS away from the page's edge; null when fewer rows are left. */
  cut: number | null;
}

/** The trips a window shows, in the order shown, and the address of the next window (null: none). */
export function tripsInWindow(
  trips: Trip[],
  w: TimelineWindow,
  b: WindowBounds,
): { shown: Trip[]; next: TimelineWindow | null } {
  const isPast = (t: Trip) => t.end !== null && t.end < b.now;
  if (w.view === "upcoming") {
    // Upcoming: trips not over, starting after the cursor and before the cut; undated bookings (start
    // null) close the list, on its last page.
    const shown = trips.filter(
      (t) =>
        !isPast(t) &&
        (t.start === null
          ? b.cut === null
          : (w.after === null || t.start > w.after) && (b.cut === null || t.start < b.cut)),
    );
    const last = shown.findLast((t) => t.start !== null)?.start;
    return { shown, next: b.cut === null ? null : { ...w, after: last ?? b.cut - 1 } };
  }
  const shown = trips
    .filter(
      (t) =>
        isPast(t) &&
        t.start !== null &&
        (w.before === null || t.start < w.before) &&
        (b.cut === null || t.start >= b.cut),
    )
    .reverse();
  const oldest = shown.at(-1)?.start;
  return { shown, next: b.cut === null ? null : { ...w, before: oldest ?? b.cut } };
}
