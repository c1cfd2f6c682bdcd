"use client";
// Sort and filter controls for the results list.
import { CABIN_WORDS } from "@/components/flights/cabin-choices";
import type { RouteFilters, SortKey } from "@/lib/flights/filter-routes";

const select = "h-9 rounded-md border border-line bg-surface px-2 text-sm";

export function ResultsToolbar(props: {
  filters: RouteFilters;
  options: { cabins: string[]; airlines: string[]; programs: string[] };
  programNames: Record<string, string>;
  onChange(f: RouteFilters): void;
}) {
  const { filters: f, options: o } = props;
  const set = (patch: Partial<RouteFilters>) => props.onChange({ ...f, ...patch });
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" role="group" aria-label="Sort and filter">
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-sort">Sort by</label>
        <select id="f-sort" className={select} value={f.sort} onChange={(e) => set({ sort: e.target.value as SortKey })}>
          <option value="miles">Miles</option>
          <option value="taxes">Taxes and fees</option>
          <option value="duration">Duration</option>
          <option value="departure">Departure</option>
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-cabin">Cabin</label>
        <select id="f-cabin" className={select} value={f.cabin} onChange={(e) => set({ cabin: e.target.value })}>
          <option value="">Any cabin</option>
          {o.cabins.map((c) => <option key={c} value={c}>{CABIN_WORDS[c] ?? c}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-stops">Stops</label>
        <select id="f-stops" className={select} value={f.maxStops ?? ""} onChange={(e) => set({ maxStops: e.target.value === "" ? null : Number(e.target.value) })}>
          <option value="">Any</option>
          <option value="0">Nonstop only</option>
          <option value="1">1 stop or fewer</option>
          <option value="2">2 stops or fewer</option>
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-program">Program</label>
        <select id="f-program" className={select} value={f.program} onChange={(e) => set({ program: e.target.value })}>
          <option value="">All programs</option>
          {o.programs.map((p) => <option key={p} value={p}>{props.programNames[p] ?? p}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-airline">Airline</label>
        <select id="f-airline" className={select} value={f.airline} onChange={(e) => set({ airline: e.target.value })}>
          <option value="">All airlines</option>
          {o.airlines.map((a) => <option key={a} value={a}>{a}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="f-max-miles">Maximum miles</label>
        <input
          id="f-max-miles"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          className={select}
          value={f.maxMiles ?? ""}
          onChange={(e) => set({ maxMiles: e.target.value === "" ? null : Number(e.target.value) })}
        />
      </div>
    </div>
  );
}
