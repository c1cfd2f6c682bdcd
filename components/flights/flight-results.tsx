"use client";
// One results list across programs, virtualized (@tanstack/react-virtual) so 500+ routes stay
// smooth; sorting and filtering are in-memory over precomputed keys (lib/flights/filter-routes.ts).
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { EmptyResults, ResultCount } from "@/components/award-search/results-parts";
import { useFilteredResults } from "@/components/award-search/use-filtered-results";
import { ResultsToolbar } from "@/components/flights/results-toolbar";
import { RouteCard } from "@/components/flights/route-card";
import { DEFAULT_FILTERS, filterOptions, filterRoutes } from "@/lib/flights/filter-routes";
import type { RouteView } from "@/lib/flights/flight-search-view";

export function FlightResults(props: { routes: RouteView[]; programNames: Record<string, string>; pending: boolean }) {
  const { filters, setFilters, shown } = useFilteredResults(props.routes, DEFAULT_FILTERS, filterRoutes);
  const options = useMemo(() => filterOptions(props.routes), [props.routes]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The React Compiler is not enabled (next.config.mjs), so its "cannot memoize" notice does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 170,
    overscan: 6,
    getItemKey: (i) => shown[i]!.id,
  });

  if (props.routes.length === 0) {
    return <EmptyResults>{props.pending ? "No routes yet — results appear here as each program answers." : "No award seats found for this search."}</EmptyResults>;
  }
  return (
    <section aria-label="Results" className="flex flex-col gap-3">
      <ResultsToolbar filters={filters} options={options} programNames={props.programNames} onChange={setFilters} />
      <ResultCount shown={shown.length} total={props.routes.length} noun="routes" pending={props.pending} />
      {shown.length === 0 ? (
        <EmptyResults>No route matches these filters.</EmptyResults>
      ) : (
        <div ref={scrollRef} className="h-[70vh] overflow-y-auto rounded-md" role="list" aria-label="Routes">
          <div style={{ height: virtual.getTotalSize(), position: "relative" }}>
            {virtual.getVirtualItems().map((item) => {
              const route = shown[item.index]!;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtual.measureElement}
                  className="absolute inset-x-0 pb-2"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <RouteCard route={route} programName={props.programNames[route.providerCode] ?? route.providerCode} />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
