"use client";
// Sort and filter controls for the flight results list.
import {
  FilterMaximum,
  FilterNumberSelect,
  FilterSelect,
  ProgramFilter,
} from "@/components/award-search/filter-controls";
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import type { RouteFilters, SortKey } from "@/lib/flights/filter-routes";

export function ResultsToolbar(props: {
  /** Several lists on one page (a trip's legs) each name their controls apart. */
  idPrefix?: string;
  filters: RouteFilters;
  options: { cabins: string[]; airlines: string[]; programs: string[] };
  programNames: Record<string, string>;
  onChange(f: RouteFilters): void;
}) {
  const { filters: f, options: o } = props;
  const set = (patch: Partial<RouteFilters>) => props.onChange({ ...f, ...patch });
  const id = (name: string) => `${props.idPrefix ?? ""}f-${name}`;
  return (
    <div
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
      role="group"
      aria-label="Sort and filter"
    >
      <FilterSelect
        id={id("sort")}
        label="Sort by"
        value={f.sort}
        onChange={(v) => set({ sort: v as SortKey })}
      >
        <option value="miles">Miles</option>
        <option value="taxes">Taxes and fees</option>
        <option value="duration">Duration</option>
        <option value="departure">Departure</option>
      </FilterSelect>
      <FilterSelect id={id("cabin")} label="Cabin" value={f.cabin} onChange={(cabin) => set({ cabin })}>
        <option value="">Any cabin</option>
        {o.cabins.map((c) => (
          <option key={c} value={c}>
            {CABIN_WORDS[c] ?? c}
          </option>
        ))}
      </FilterSelect>
      <FilterNumberSelect
        id={id("stops")}
        label="Stops"
        value={f.maxStops}
        onChange={(maxStops) => set({ maxStops })}
      >
        <option value="">Any</option>
        <option value="0">Nonstop only</option>
        <option value="1">1 stop or fewer</option>
        <option value="2">2 stops or fewer</option>
      </FilterNumberSelect>
      <ProgramFilter
        id={id("program")}
        value={f.program}
        programs={o.programs}
        programNames={props.programNames}
        onChange={(program) => set({ program })}
      />
      <FilterSelect
        id={id("airline")}
        label="Airline"
        value={f.airline}
        onChange={(airline) => set({ airline })}
      >
        <option value="">All airlines</option>
        {o.airlines.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </FilterSelect>
      <FilterMaximum
        id={id("max-miles")}
        label="Maximum miles"
        value={f.maxMiles}
        onChange={(maxMiles) => set({ maxMiles })}
      />
    </div>
  );
}
