// What one leg's section of a round trip or multi-city search shows (issue 38): its filters, whether
// the other cabins are shown, whether only what the user can pay now is kept. The journeys are built
// from the same routes the section lists, so narrowing a leg (nonstop only, one program…) narrows
// every journey's route on that leg. Pure; the sort is the list's own and does not apply here.
import { DEFAULT_FILTERS, matchesFilters, type RouteFilters } from "@/lib/flights/filter-routes";
import type { RouteView } from "@/lib/flights/flight-search-view";

export interface LegView {
  filters: RouteFilters;
  /** "N more in other cabins" pressed: every cabin the programs returned. */
  allCabins: boolean;
  /** "Bookable with my points" pressed: only routes the user can pay for now. */
  onlyBookable: boolean;
}

export const DEFAULT_LEG_VIEW: LegView = { filters: DEFAULT_FILTERS, allCabins: false, onlyBookable: false };

/** Whether the view narrows anything (the sort aside). */
export function narrows(v: LegView): boolean {
  const f = v.filters;
  return (
    v.onlyBookable ||
    v.allCabins ||
    f.cabin !== "" ||
    f.maxStops !== null ||
    f.program !== "" ||
    f.airline !== "" ||
    f.maxMiles !== null
  );
}

/** The routes of one leg its section lists: in the cabins asked unless all are shown, passing its
 *  filters, and, when asked, bookable now (`bookable` is only called then). */
export function legListedRoutes(
  routes: readonly RouteView[],
  cabins: readonly string[],
  v: LegView,
  bookable?: (r: RouteView) => boolean,
): RouteView[] {
  return routes.filter(
    (r) =>
      (v.allCabins || r.cabins.some((c) => cabins.includes(c))) &&
      matchesFilters(r, v.filters) &&
      (!v.onlyBookable || !bookable || bookable(r)),
  );
}
