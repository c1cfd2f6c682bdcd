"use client";
// One results list across programs, virtualized (@tanstack/react-virtual) so 500+ routes stay
// smooth; sorting and filtering are in-memory over precomputed keys (lib/flights/filter-routes.ts).
// The list starts with the cabins the user asked for; the other cabins the programs returned are
// one press away ("N more in other cabins").
import { useVirtualizer } from "@tanstack/react-virtual";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { BookableToggle } from "@/components/award-search/bookable-toggle";
import { usePriceCoverage } from "@/components/award-search/use-price-coverage";
import { EmptyResults, ResultCount } from "@/components/award-search/results-parts";
import { ResultsToolbar } from "@/components/flights/results-toolbar";
import { RouteCard } from "@/components/flights/route-card";
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import { Button } from "@/components/ui/button";
import { filterOptions, filterRoutes, type RouteFilters, splitByCabins } from "@/lib/flights/filter-routes";
import { DEFAULT_LEG_VIEW, type LegView } from "@/lib/flights/leg-view";
import type { RouteView } from "@/lib/flights/flight-search-view";
import { programFromFlightCode } from "@/lib/transfers/program-codes";
import { flightValuePerPoint, flightValueWords } from "@/lib/transfers/value-comparison";

export function FlightResults(props: {
  routes: RouteView[];
  programNames: Record<string, string>;
  pending: boolean;
  cabins: string[];
  adults: number;
  /** The typed cash fare per person (minor units of `currency`), for each route's value per point. */
  cashFareMinor?: number | null;
  currency?: string;
  /** A fanned-out search's leg (issue 38): the day asked, so a route of another day says its day. */
  askedDate?: string;
  /** A leg's section (issue 38): its filters and toggles are held by the trip, because the journeys
   *  are built from what this list keeps (lib/flights/leg-view.ts); `idPrefix` keeps its controls'
   *  ids apart from the other legs'. Without them the list holds its own. */
  view?: LegView;
  onViewChange?(v: LegView): void;
  idPrefix?: string;
}) {
  const [ownView, setOwnView] = useState(DEFAULT_LEG_VIEW);
  const view = props.view ?? ownView;
  const setView = props.onViewChange ?? setOwnView;
  const { allCabins, onlyBookable, filters } = view;
  const setAllCabins = (f: (v: boolean) => boolean) => setView({ ...view, allCabins: f(allCabins) });
  const setFilters = (f: RouteFilters) => setView({ ...view, filters: f });
  const setOnlyBookable = (onlyBookable: boolean) => setView({ ...view, onlyBookable });
  const split = useMemo(() => splitByCabins(props.routes, props.cabins), [props.routes, props.cabins]);
  const listed = allCabins ? props.routes : split.asked;
  // Filtering runs on a deferred copy, so typing in a filter stays responsive on a few hundred routes.
  const deferred = useDeferredValue(filters);
  const filtered = useMemo(() => filterRoutes(listed, deferred), [listed, deferred]);
  // How each route can be paid with the user's balances and transfers (issue 36), and the toggle
  // that keeps only what they can book now.
  const priced = useMemo(
    () =>
      listed.map((r) => ({ id: r.id, program: programFromFlightCode(r.providerCode), perPerson: r.miles })),
    [listed],
  );
  const coverage = usePriceCoverage(priced, props.adults);
  // Each route's value per point against the typed fare, beside the user's value of its program (issue 36 item 5).
  const { valueOf } = coverage;
  const { cashFareMinor: fareMinor, currency } = props;
  const valueWords = useMemo(() => {
    const words = new Map<string, string>();
    if (!fareMinor || !currency) return words;
    const cashFare = { fareMinor, currency };
    for (const r of listed) {
      const text = flightValueWords(
        flightValuePerPoint(cashFare, {
          taxesMinor: r.taxesMinor,
          currency: r.currency,
          milesPerPerson: r.miles,
        }),
        cashFare.currency,
        valueOf(programFromFlightCode(r.providerCode)),
      );
      if (text) words.set(r.id, text);
    }
    return words;
  }, [listed, fareMinor, currency, valueOf]);
  const bookableCount = filtered.filter((r) => coverage.bookableIds.has(r.id)).length;
  const shown = onlyBookable ? filtered.filter((r) => coverage.bookableIds.has(r.id)) : filtered;
  const options = useMemo(() => filterOptions(listed), [listed]);
  const asked = props.cabins.map((c) => CABIN_WORDS[c] ?? c).join(" or ");
  const otherCabins = split.other.length ? (
    <Button
      variant="secondary"
      className="h-8 self-start text-xs"
      aria-pressed={allCabins}
      onClick={() => setAllCabins((v) => !v)}
    >
      {allCabins ? `Only ${asked}` : `${split.other.length} more in other cabins`}
    </Button>
  ) : null;
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
    return (
      <EmptyResults>
        {props.pending
          ? "No routes yet — results appear here as each program answers."
          : "No award seats found for this search."}
      </EmptyResults>
    );
  }
  if (listed.length === 0) {
    return (
      <section aria-label="Results" className="flex flex-col gap-3">
        <EmptyResults>
          No award seats in {asked}
          {props.pending ? " yet" : ""}.
        </EmptyResults>
        {otherCabins}
      </section>
    );
  }
  return (
    <section aria-label="Results" className="flex flex-col gap-3">
      <ResultsToolbar
        idPrefix={props.idPrefix}
        filters={filters}
        options={options}
        programNames={props.programNames}
        onChange={setFilters}
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ResultCount
          shown={shown.length}
          total={listed.length}
          noun={allCabins ? "routes in all cabins" : `routes in ${asked}`}
          pending={props.pending}
        />
        {otherCabins}
        <BookableToggle
          pressed={onlyBookable}
          count={bookableCount}
          ready={coverage.ready}
          onChange={setOnlyBookable}
        />
      </div>
      {shown.length === 0 ? (
        <EmptyResults>
          {onlyBookable
            ? "No route you can pay for with your points now matches."
            : "No route matches these filters."}
        </EmptyResults>
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
                  <RouteCard
                    route={route}
                    adults={props.adults}
                    programName={props.programNames[route.providerCode] ?? route.providerCode}
                    coverage={coverage.byId.get(route.id)}
                    value={valueWords.get(route.id)}
                    askedDate={props.askedDate}
                  />
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
