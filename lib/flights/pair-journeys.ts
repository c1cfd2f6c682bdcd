// Bookable journeys from a round trip's or multi-city search's routes (issue 38): one route per leg,
// any program on any leg, ordered by total miles per person, then taxes and fees, then time in the
// air, the cheapest first. Pure: the results page runs it in the browser as results arrive.
//
// A ±3-day round trip on 3 programs brings ~10,000 routes a leg, 100 million pairs: they are never
// all built. The journeys come out of a best-first walk over positions in each leg's list sorted by
// (miles, taxes, duration) (the k smallest sums of sorted lists): a heap starts at every leg's
// cheapest route and a journey's successors move one leg one place down. Adding up (miles, taxes,
// duration) keeps their lexicographic order, so journeys pop in order.
// The walk for 100 journeys looks at the first few hundred places of a leg, so a leg is not sorted
// whole: only its cheapest routes (every route up to the miles of the CANDIDATES-th cheapest, ties
// included, which is exactly the start of the sorted list), and the walk starts again with more if
// it reaches their end. Sorting 10,000 routes a leg on each answer was most of the page's time in
// npm run bench's journeys figure (bench/journeys-page.ts). The page's routes already come fewest
// miles first (the server's order, kept by mergeFlightView and by the legs' filters): such a leg is
// only checked in one pass and its first few hundred sorted, no copy or sort of the whole leg.
// Journeys of equal cost are ordered by their routes' ids, leg by leg: the same order a sort of every
// combination gives (pair-journeys.test.ts holds the walk to that brute force).
// A journey whose next leg leaves before the previous one lands (plus MIN_CONNECTION_MINUTES) is not
// bookable and is skipped: with flexible days the return may otherwise leave before the outbound.

export interface LegRoute {
  id: string;
  /** Absent: the first leg (as in RouteView). */
  leg?: number;
  providerCode: string;
  miles: number;
  taxesMinor: number;
  durationMinutes: number;
  /** Departure instant (ISO, with its offset or Z). */
  departAt: string;
}

export interface Journey<R extends LegRoute = LegRoute> {
  /** One route per leg, in leg order. */
  routes: R[];
  miles: number;
  taxesMinor: number;
  durationMinutes: number;
}

/** Separate tickets on each leg: no airline protects the connection, so a leg must leave at least
 *  this long after the previous one lands (the same airport, or a transfer across the city). */
export const MIN_CONNECTION_MINUTES = 180;
export const DEFAULT_JOURNEYS = 100;
/** Positions looked at before giving up on finding more bookable journeys (a bound on the work when
 *  most combinations overlap in time). */
const MAX_VISITS = 50_000;

const byCost = (a: LegRoute, b: LegRoute) =>
  a.miles - b.miles ||
  a.taxesMinor - b.taxesMinor ||
  a.durationMinutes - b.durationMinutes ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Routes grouped by leg (0..legCount-1), in the order given: pairJourneys picks each leg's
 *  cheapest itself. */
export function routesByLeg<R extends LegRoute>(routes: readonly R[], legCount: number): R[][] {
  const legs: R[][] = Array.from({ length: legCount }, () => []);
  for (const r of routes) legs[r.leg ?? 0]?.push(r);
  return legs;
}

/** The start of a leg's list sorted cheapest first: at least `count` routes (every route whose miles
 *  are at most the count-th cheapest's), or all of them; `whole` when nothing was left out. */
export function cheapestFirst<R extends LegRoute>(
  routes: readonly R[],
  count: number,
): { sorted: R[]; whole: boolean } {
  if (routes.length <= count) return { sorted: [...routes].sort(byCost), whole: true };
  if (fewestMilesFirst(routes)) {
    // Already in miles order: the start is every route up to the count-th's miles, ties included.
    const upTo = routes[count - 1]!.miles;
    let end = count;
    while (end < routes.length && routes[end]!.miles <= upTo) end++;
    return { sorted: routes.slice(0, end).sort(byCost), whole: end === routes.length };
  }
  const miles = new Float64Array(routes.length);
  for (let i = 0; i < routes.length; i++) miles[i] = routes[i]!.miles;
  miles.sort();
  const upTo = miles[count - 1]!;
  const sorted = routes.filter((r) => r.miles <= upTo).sort(byCost);
  return { sorted, whole: sorted.length === routes.length };
}

function fewestMilesFirst(routes: readonly LegRoute[]): boolean {
  for (let i = 1; i < routes.length; i++) if (routes[i]!.miles < routes[i - 1]!.miles) return false;
  return true;
}

function fits(routes: LegRoute[]): boolean {
  for (let i = 1; i < routes.length; i++) {
    const before = routes[i - 1]!;
    const lands = Date.parse(before.departAt) + before.durationMinutes * 60_000;
    if (Date.parse(routes[i]!.departAt) < lands + MIN_CONNECTION_MINUTES * 60_000) return false;
  }
  return true;
}

interface Node {
  at: number[];
  miles: number;
  taxes: number;
  minutes: number;
  /** Each leg's route id: equal costs are ordered leg by leg by id, as byCost orders a leg, so a
   *  successor never comes before the journey it was reached from (one joined string did not:
   *  "r1|…" sorts after "r10|…"). */
  ids: string[];
}

function byIds(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

const before = (a: Node, b: Node) =>
  a.miles - b.miles || a.taxes - b.taxes || a.minutes - b.minutes || byIds(a.ids, b.ids);

/** A binary min-heap of nodes. */
class Heap {
  private items: Node[] = [];
  get size() {
    return this.items.length;
  }
  push(n: Node) {
    const h = this.items;
    h.push(n);
    for (let i = h.length - 1; i > 0;) {
      const p = (i - 1) >> 1;
      if (before(h[i]!, h[p]!) >= 0) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }
  pop(): Node | undefined {
    const h = this.items;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      h[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && before(h[l]!, h[m]!) < 0) m = l;
        if (r < h.length && before(h[r]!, h[m]!) < 0) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

/** Routes of each leg the walk starts with, per journey asked (it starts again with four times more
 *  when it reaches the end of a leg's). */
const CANDIDATES_PER_JOURNEY = 4;

/** The `limit` cheapest bookable journeys over each leg's routes (routesByLeg); none while a leg has
 *  no route. */
export function pairJourneys<R extends LegRoute>(routes: R[][], limit = DEFAULT_JOURNEYS): Journey<R>[] {
  if (routes.length === 0 || routes.some((l) => l.length === 0)) return [];
  for (let count = Math.max(1, limit * CANDIDATES_PER_JOURNEY); ; count *= 4) {
    const picked = routes.map((leg) => cheapestFirst(leg, count));
    const out = walk(
      picked.map((p) => p.sorted),
      picked.map((p) => p.whole),
      limit,
    );
    if (out) return out;
  }
}

/** The best-first walk over sorted legs; null when it needs a place past the end of a leg that was
 *  not sorted whole (the caller sorts more of it). */
function walk<R extends LegRoute>(legs: R[][], whole: boolean[], limit: number): Journey<R>[] | null {
  const node = (at: number[]): Node => {
    let miles = 0;
    let taxes = 0;
    let minutes = 0;
    const ids = at.map((i, leg) => {
      const r = legs[leg]![i]!;
      miles += r.miles;
      taxes += r.taxesMinor;
      minutes += r.durationMinutes;
      return r.id;
    });
    return { at, miles, taxes, minutes, ids };
  };
  const heap = new Heap();
  const seen = new Set<string>();
  const start = legs.map(() => 0);
  heap.push(node(start));
  seen.add(start.join(","));
  const out: Journey<R>[] = [];
  for (let visits = 0; out.length < limit && heap.size && visits < MAX_VISITS; visits++) {
    const n = heap.pop()!;
    const routes = n.at.map((i, leg) => legs[leg]![i]!);
    if (fits(routes)) out.push({ routes, miles: n.miles, taxesMinor: n.taxes, durationMinutes: n.minutes });
    let short = false;
    n.at.forEach((i, leg) => {
      if (i + 1 >= legs[leg]!.length) {
        short ||= !whole[leg];
        return;
      }
      const next = [...n.at];
      next[leg] = i + 1;
      const key = next.join(",");
      if (seen.has(key)) return;
      seen.add(key);
      heap.push(node(next));
    });
    if (short) return null;
  }
  return out;
}

export type LegState = "results" | "waiting" | "none";

/** What each leg has: routes, nothing yet (a request of it still searching), or no availability. */
export function legStates(
  legCount: number,
  legs: readonly LegRoute[][],
  requests: readonly { leg?: number; pending: boolean }[],
): LegState[] {
  return Array.from({ length: legCount }, (_, i) => {
    if (legs[i]?.length) return "results";
    return requests.some((r) => (r.leg ?? 0) === i && r.pending) ? "waiting" : "none";
  });
}
