// What a watch needs to know of each kind of search it can re-run: its stored params, its conditions,
// one run's search, and the matches in its stored results. A new kind of search (a journey of several
// legs, issue 38) becomes watchable by adding one entry here; the scheduler, the evaluation, the
// notices and the Watches page go through this table only.
import "server-only";
import type { z } from "zod";
import type { ProgramAccountChoice } from "@/lib/award-search/search-account";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { flightWatchKind } from "@/lib/watches/flight-watch-kind";
import { hotelWatchKind } from "@/lib/watches/hotel-watch-kind";
import type { Match } from "@/lib/watches/match-availability";

export interface WatchRun<P> {
  params: P;
  summary: string;
  programs: { providerCode: string; account: ProgramAccountChoice }[];
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
  match(doc: { kind: string; items: unknown }, c: C, window: { from: string; to: string }): { matches: Match[]; days: string[] };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of kinds of different params
export const WATCH_KINDS: Record<"flights" | "hotels", WatchKind<any, any>> = { flights: flightWatchKind, hotels: hotelWatchKind };

export type WatchedService = keyof typeof WATCH_KINDS;
export const isWatchedService = (s: string): s is WatchedService => s in WATCH_KINDS;

export function watchKindOf(service: string): WatchKind<unknown, unknown> {
  if (!isWatchedService(service)) throw new Error(`No watch kind for service ${service}`);
  return WATCH_KINDS[service];
}
