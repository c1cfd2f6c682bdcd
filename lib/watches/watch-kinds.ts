// What a watch needs to know of each kind of search it can re-run: its stored params, its conditions,
// one run's search, and the matches in its stored results. A new kind of search (a journey of several
// legs, issue 38) becomes watchable by adding one entry here; the scheduler, the evaluation, the
// notices and the Watches page go through this table only. A journey (journey-watch-kind.ts) is a
// flight search too (Watch.service "flights"): kindOfWatch tells it by its stored params.
import "server-only";
import type { z } from "zod";
import type { ProgramAccountChoice } from "@/lib/award-search/search-account";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { flightWatchKind } from "@/lib/watches/flight-watch-kind";
import { hotelWatchKind } from "@/lib/watches/hotel-watch-kind";
import { isJourneySearch, journeyWatchKind } from "@/lib/watches/journey-watch-kind";
import type { Match } from "@/lib/watches/match-availability";

export interface WatchRun<P> {
  params: P;
  summary: string;
  /** One request each; `params`: the request's own (a leg, day and airport pair; a check-in day). */
  programs: { providerCode: string; account: ProgramAccountChoice; params?: P }[];
}

export interface WatchKind<P, C> {
  service: "flights" | "hotels";
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter's result type is the kind's own business
  adapter: AwardServiceAdapter<P, any>;
  params: z.ZodType<P>;
  conditions: z.ZodType<C>;
  programsOf(p: P): string[];
  /** The watch's title ("YUL → CDG", "Kyoto, Japan · 2 nights"). */
  summaryOf(p: P): string;
  /** The searched search's first day (departure, check-in): the window's default. */
  firstDay(p: P): string;
  /** One run: the watched search again for `date`, asking only `programs`. */
  runOf(p: P, date: string, programs: string[]): WatchRun<P>;
  /** The day a run's stored search asked. */
  searchedDay(p: P): string;
  /** The matches in one stored results document, and the (program, day) pairs it answered for beyond
   *  the asked day (a price calendar's days). */
  match(
    doc: { kind: string; items: unknown },
    c: C,
    window: { from: string; to: string },
    p: P,
  ): { matches: Match[]; days: string[] };
  /** A search of several legs is matched whole (journeys), each document with its request's leg;
   *  `names`: the programs' names by code, for the words of each leg. */
  matchRun?(
    docs: { kind: string; items: unknown; leg: number }[],
    c: C,
    p: P,
    names: Readonly<Record<string, string>>,
  ): Match[];
  /** A window fixed by the search (a journey's first leg ± its flexible days), instead of the form's. */
  windowOf?(p: P): { from: string; to: string };
  /** What the watch searches, in words, when the form cannot change it (every leg of a journey). */
  describe?(p: P): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of kinds of different params
export const WATCH_KINDS: Record<"flights" | "hotels", WatchKind<any, any>> = {
  flights: flightWatchKind,
  hotels: hotelWatchKind,
};

export type WatchedService = keyof typeof WATCH_KINDS;
export const isWatchedService = (s: string): s is WatchedService => s in WATCH_KINDS;

export function watchKindOf(service: string): WatchKind<unknown, unknown> {
  if (!isWatchedService(service)) throw new Error(`No watch kind for service ${service}`);
  return WATCH_KINDS[service];
}

/** The kind of a watch (or of a search to watch): a flight search of several legs, flexible days or
 *  several airports is a journey. */
export function kindOfWatch(service: string, params: unknown): WatchKind<unknown, unknown> {
  const kind = watchKindOf(service);
  if (service !== "flights") return kind;
  const p = flightWatchKind.params.safeParse(params);
  return p.success && isJourneySearch(p.data) ? (journeyWatchKind as WatchKind<unknown, unknown>) : kind;
}
