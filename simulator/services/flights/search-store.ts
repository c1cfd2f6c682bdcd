// In-memory results by requestId, shaped as spec 1 A3 on the way out.
import type { FlightSearchResult } from "../../contracts/flights";
import type { CalendarEntry } from "./build-calendar";
import type { Route } from "./build-routes";

export interface Progress {
  state: number;
  message: string;
}

export interface SearchRecord {
  requestId: string;
  userData: string;
  requestDate: string;
  state: number;
  message: string;
  wantsSingleDate: boolean;
  wantsCalendar: boolean;
  progress: { singleDate?: Progress; calendar?: Progress };
  routes?: Route[];
  calendar?: CalendarEntry[];
  question?: string;
  browserState?: string;
}

/** Spec 1 A3 body. */
export function toResult(r: SearchRecord, part: "all" | "calendar" = "all"): FlightSearchResult {
  const base = {
    requestId: r.requestId,
    userData: r.userData,
    state: r.state,
    message: r.message,
    requestDate: r.requestDate,
  };
  const extras = {
    ...(r.question !== undefined ? { question: r.question } : {}),
    ...(r.browserState ? { browserState: r.browserState } : {}),
  };
  if (part === "calendar") {
    // Separate calendar callback (spec 1 Events): A3 shape carrying only the calendar part.
    return {
      ...base,
      ...(r.calendar ? { calendar: r.calendar } : {}),
      progress: r.progress.calendar ? { calendar: r.progress.calendar } : {},
      ...extras,
    };
  }
  return {
    ...base,
    ...(r.routes ? { routes: r.routes } : {}),
    ...(r.calendar ? { calendar: r.calendar } : {}),
    progress: r.progress,
    ...extras,
  };
}

const MAX_RECORDS = 5000;

export class SearchStore {
  private records = new Map<string, SearchRecord>();

  add(r: SearchRecord): void {
    this.records.set(r.requestId, r);
    if (this.records.size > MAX_RECORDS) {
      const oldest = this.records.keys().next().value;
      if (oldest !== undefined) this.records.delete(oldest);
    }
  }

  get(id: string): SearchRecord | undefined {
    return this.records.get(id);
  }

  clear(): void {
    this.records.clear();
  }
}

/** Progress for every requested part, all in the same state. */
export function progressFor(
  r: Pick<SearchRecord, "wantsSingleDate" | "wantsCalendar">,
  p: Progress,
): SearchRecord["progress"] {
  return { ...(r.wantsSingleDate ? { singleDate: p } : {}), ...(r.wantsCalendar ? { calendar: p } : {}) };
}
