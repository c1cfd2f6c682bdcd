"use client";
// Sort and filter controls for the hotel list.
import type { HotelFilters, HotelSortKey } from "@/lib/hotels/filter-hotels";

const control = "h-9 rounded-md border border-line bg-surface px-2 text-sm";
const num = (v: string) => (v === "" ? null : Number(v));

export function HotelResultsToolbar(props: { filters: HotelFilters; programs: string[]; programNames: Record<string, string>; onChange(f: HotelFilters): void }) {
  const f = props.filters;
  const set = (patch: Partial<HotelFilters>) => props.onChange({ ...f, ...patch });
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label="Sort and filter">
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="h-sort">Sort by</label>
        <select id="h-sort" className={control} value={f.sort} onChange={(e) => set({ sort: e.target.value as HotelSortKey })}>
          <option value="points">Points</option>
          <option value="cash">Total cash</option>
          <option value="value">Value per point</option>
          <option value="rating">Rating</option>
          <option value="distance">Distance</option>
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="h-program">Program</label>
        <select id="h-program" className={control} value={f.program} onChange={(e) => set({ program: e.target.value })}>
          <option value="">All programs</option>
          {props.programs.map((p) => <option key={p} value={p}>{props.programNames[p] ?? p}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="h-max-points">Maximum points per night</label>
        <input id="h-max-points" type="number" inputMode="numeric" min={0} step={1000} className={control} value={f.maxPoints ?? ""} onChange={(e) => set({ maxPoints: num(e.target.value) })} />
      </div>
      <div className="flex flex-col gap-1 text-xs font-medium">
        <label htmlFor="h-min-rating">Minimum rating</label>
        <select id="h-min-rating" className={control} value={f.minRating ?? ""} onChange={(e) => set({ minRating: num(e.target.value) })}>
          <option value="">Any</option>
          {[3, 3.5, 4, 4.5].map((r) => <option key={r} value={r}>{r}+ stars</option>)}
        </select>
      </div>
    </div>
  );
}
