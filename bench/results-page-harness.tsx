// Browser entry for the results-page benchmark (bundled by bench/results-page.ts with esbuild): the
// real results list and price calendar components, fed data the way the query would deliver it.
import { createRoot } from "react-dom/client";
import { FlightResults } from "@/components/flights/flight-results";
import { PriceCalendar } from "@/components/flights/price-calendar";
import type { CalendarDayView, RouteView } from "@/lib/flights/flight-search-view";

declare global {
  interface Window {
    benchRender(
      routes: RouteView[],
      calendar: CalendarDayView[],
      searched: string,
    ): Promise<{ mountMs: number; arrivalMs: number }>;
  }
}

const root = createRoot(document.getElementById("root")!);
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

const page = (routes: RouteView[], calendar: CalendarDayView[], searched: string, pending: boolean) => (
  <div>
    <PriceCalendar entries={calendar} searched={searched} busy={pending} onPick={() => {}} />
    <FlightResults
      routes={routes}
      programNames={{ united: "United", delta: "Delta" }}
      pending={pending}
      cabins={["economy", "business"]}
      adults={1}
    />
  </div>
);

// As in the app, the page is already showing the search in progress when the results arrive: the
// time is from the data's arrival to the list on screen.
// The first mount (cold code) is timed too.
window.benchRender = async (routes, calendar, searched) => {
  const mounted = performance.now();
  root.render(page([], [], searched, true));
  await frame();
  const t = performance.now();
  root.render(page(routes, calendar, searched, false));
  while (!document.querySelector("article")) await frame();
  await frame();
  return { mountMs: t - mounted, arrivalMs: performance.now() - t };
};
