// Shapes of the timeline: source rows in (one per source reservation, the Itinerary table),
// elements (one per flight/train/bus segment, hotel stay or car rental of one row), items
// (elements of several rows that are the same reservation or the same trip for several
// travellers) and trips (items grouped). Pure data, safe on the client.

export type Obj = Record<string, unknown>;
export type ElementKind = "flight" | "train" | "bus" | "hotel" | "car";

/** One row of the Itinerary table, as the timeline reads it. */
export interface SourceRow {
  id: string;
  source: string;
  accountId: string | null;
  emailId: string | null;
  /** The connected mailbox the email was found in (its address), for source "mailbox". */
  mailbox?: string | null;
  /** When the source last told us about it: newer sources win when merging. */
  updatedAt: Date;
  firstSeenAt: Date;
  data: Obj;
}

/** Where an element starts or ends, with what the grouping and the map need. */
export interface Place {
  name: string | null; // "Keflavík International Airport", "Heldout Beach Resort"
  city: string | null;
  code: string | null; // IATA code or station code
  lat: number | null;
  lng: number | null;
  countryCode: string | null;
  local: string | null; // wall time as the source gave it
  zone: string | null; // IANA zone or fixed offset ("+05:30")
  at: number | null; // epoch ms, null when the zone or time is unknown
}

export interface Element {
  key: string; // `${rowId}#${index}`: stable while the row exists
  row: SourceRow;
  kind: ElementKind;
  /** The itinerary object of the row (type-level fields). */
  itinerary: Obj;
  /** The segment (flight/train/bus), or the itinerary itself for hotels and cars. */
  part: Obj;
  segmentIndex: number;
  start: Place;
  end: Place;
  /** A cancelled row without trip data: matches by confirmation number only (KDE "minimal cancellation"). */
  minimal: boolean;
}

export interface Traveler {
  name: string;
  seats: string[];
  ticketNumbers: string[];
  accountNumbers: string[];
}

export interface ItemSource {
  rowId: string;
  source: string;
  accountId: string | null;
  emailId: string | null;
  mailbox: string | null;
  updatedAt: string;
}

export interface TimelineItem {
  key: string; // the oldest element's key: stable id for the feed UID and trip overrides (kept
  // stable across a source's deletion by lib/timeline/carry-item-keys.ts)
  kind: ElementKind;
  title: string;
  number: string | null; // flight/train/bus number
  start: Place;
  end: Place;
  cancelled: boolean;
  confirmationNumbers: string[];
  travelers: Traveler[];
  sources: ItemSource[];
  rowIds: string[];
  /** The keys of its segments from every source (its own `key` first): any of them opens it. */
  elementKeys: string[];
  /** Merged values: the segment (or stay/rental) and the itinerary-level fields. */
  part: Obj;
  itinerary: Obj;
}

export interface Trip {
  key: string; // the first item's key, or the manual trip's id
  name: string;
  manual: boolean;
  itemKeys: string[];
  start: number | null;
  end: number | null;
}
