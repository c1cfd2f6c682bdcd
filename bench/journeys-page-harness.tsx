// Browser entry for the journeys benchmark (bundled by bench/journeys-page.ts with esbuild): the real
// results of a fanned-out search (TripResults: the journeys, then each leg's own list), fed the view
// the way the page's query delivers it, merged by the page's own mergeFlightView.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import { accountKeys } from "@/components/accounts/accounts-api";
import { manualBalanceKeys } from "@/components/accounts/manual-balances-api";
import { TripResults } from "@/components/flights/trip-results";
import { type FlightSearchView, mergeFlightView } from "@/lib/flights/flight-search-view";
import { pairJourneys, routesByLeg } from "@/lib/flights/pair-journeys";
import { splitByCabins } from "@/lib/flights/filter-routes";

declare global {
  interface Window {
    benchJourneysMount(before: FlightSearchView): Promise<number>;
    benchJourneysLast(last: FlightSearchView): Promise<{
      lastResultMs: number;
      listsMs: number;
      pairingMs: number;
      journeys: number;
      countText: string;
    }>;
  }
}

// No server behind the page: the user's balances are already loaded (none), nothing is refetched.
const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
qc.setQueryData(accountKeys.list(), []);
qc.setQueryData(manualBalanceKeys.list(), []);
const root = createRoot(document.getElementById("root")!);
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
const page = (data: FlightSearchView) => (
  <QueryClientProvider client={qc}>
    <TripResults data={data} />
  </QueryClientProvider>
);
const countText = () => document.querySelector("[data-testid=journey-count]")?.textContent ?? "";
const legCounts = () =>
  [...document.querySelectorAll("[data-testid=result-count]")].map((p) => p.textContent ?? "");
/** The page's copy of the search, as the query cache holds it: an answer is merged into it, so the
 *  routes of the requests that did not change stay the same objects (as on the page). */
let shown: FlightSearchView | undefined;

// The page already shows 41 of the 42 requests' routes (and their journeys, "so far"); the time is
// from the last request's answer arriving (merged into the page's copy as the query does) to the
// journeys recomputed, sorted and on screen without "so far" (`lastResultMs`), and to both legs'
// lists updated too (`listsMs`: they follow the journeys, a step behind).
window.benchJourneysMount = async (before) => {
  shown = before;
  const mounted = performance.now();
  root.render(page(before));
  while (!countText()) await frame();
  await frame();
  return performance.now() - mounted;
};

window.benchJourneysLast = async (last) => {
  const before = shown!;
  const t = performance.now();
  const all = mergeFlightView(before, last);
  root.render(page(all));
  while (countText().includes("so far")) await new Promise((r) => requestAnimationFrame(r));
  await frame();
  const lastResultMs = performance.now() - t;
  while (legCounts().some((c) => c.includes("so far"))) await new Promise((r) => requestAnimationFrame(r));
  await frame();
  const listsMs = performance.now() - t;
  // The pairing alone on the same routes (the part lib/flights/pair-journeys.ts owns).
  const p = performance.now();
  const asked = splitByCabins(all.routes, all.params.cabins).asked;
  const journeys = pairJourneys(routesByLeg(asked, 2));
  return {
    lastResultMs,
    listsMs,
    pairingMs: performance.now() - p,
    journeys: journeys.length,
    countText: countText(),
  };
};
