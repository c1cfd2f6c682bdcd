// Browser entry for the results-page benchmark (bundled by bench/results-page.ts with esbuild): the
// real results list and price calendar components, fed data the way the query would deliver it.
import { createRoot } from "react-dom/client";
import { FlightResults } from "@/components/flights/flight-results";
import { PriceCalendar } from "@/components/flights/price-calendar";
import type { CalendarDayView, RouteView } from "@/lib/flights/flight-search-view";

declare global {
  interface Window {
    benchRender(routes: RouteView[], calendar: CalendarDayView[], searched: string): Promise<number>;
  }
}

const root = createRoot(document.getElementById("root")!);
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

window.benchRender = async (routes, calendar, searched) => {
  const t = performance.now();
  root.render(
    <div>
      <PriceCalendar entries={calendar} searched={searched} busy={false} onPick={() => {}} />
      <FlightResults routes={routes} programNames={{ united: "United", delta: "Delta" }} pending={false} />
    </div>,
  );
  while (!document.querySelector("article")) await frame();
  await frame();
  return performance.now() - t;
};
