"use client";
// Sort and filter controls for the hotel list.
import {
  FilterMaximum,
  FilterNumberSelect,
  FilterSelect,
  ProgramFilter,
} from "@/components/award-search/filter-controls";
import type { HotelFilters, HotelSortKey } from "@/lib/hotels/filter-hotels";

export function HotelResultsToolbar(props: {
  filters: HotelFilters;
  programs: string[];
  programNames: Record<string, string>;
  onChange(f: HotelFilters): void;
}) {
  const f = props.filters;
  const set = (patch: Partial<HotelFilters>) => props.onChange({ ...f, ...patch });
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label="Sort and filter">
      <FilterSelect
        id="h-sort"
        label="Sort by"
        value={f.sort}
        onChange={(v) => set({ sort: v as HotelSortKey })}
      >
        <option value="points">Points</option>
        <option value="cash">Total cash</option>
        <option value="value">Value per point</option>
        <option value="rating">Rating</option>
        <option value="distance">Distance</option>
      </FilterSelect>
      <ProgramFilter
        id="h-program"
        value={f.program}
        programs={props.programs}
        programNames={props.programNames}
        onChange={(program) => set({ program })}
      />
      <FilterMaximum
        id="h-max-points"
        label="Maximum points per night"
        value={f.maxPoints}
        onChange={(maxPoints) => set({ maxPoints })}
      />
      <FilterNumberSelect
        id="h-min-rating"
        label="Minimum rating"
        value={f.minRating}
        onChange={(minRating) => set({ minRating })}
      >
        <option value="">Any</option>
        {[3, 3.5, 4, 4.5].map((r) => (
          <option key={r} value={r}>
            {r}+ stars
          </option>
        ))}
      </FilterNumberSelect>
    </div>
  );
}
