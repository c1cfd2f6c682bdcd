import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CardFilters } from "@/lib/cards/filter-cards";

const select = "h-10 w-full rounded-md border border-line bg-surface px-2 text-base sm:text-sm";

/** GET form: filters live in the URL, so a filtered view can be shared and reloaded. */
export function BrowseFilters({ filters, banks }: { filters: CardFilters; banks: string[] }) {
  return (
    <form
      action="/cards/browse"
      method="get"
      className="border-line bg-surface grid grid-cols-2 gap-3 rounded-lg border p-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div className="col-span-2 flex flex-col gap-1 text-sm font-medium sm:col-span-3 lg:col-span-2">
        <label htmlFor="card-filter-name">Search by name</label>
        <Input
          id="card-filter-name"
          type="search"
          name="name"
          defaultValue={filters.name}
          placeholder="e.g. Sapphire"
        />
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="card-filter-bank">Bank</label>
        <select id="card-filter-bank" name="bank" defaultValue={filters.bank} className={select}>
          <option value="">All banks</option>
          {banks.map((b) => (
            <option key={b}>{b}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="card-filter-type">Card type</label>
        <select id="card-filter-type" name="type" defaultValue={filters.type ?? ""} className={select}>
          <option value="">All types</option>
          <option value="personal">Personal</option>
          <option value="business">Business</option>
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium">
        <label htmlFor="card-filter-earns">Earns</label>
        <select id="card-filter-earns" name="earns" defaultValue={filters.earns ?? ""} className={select}>
          <option value="">Cash back and points</option>
          <option value="cashback">Cash back</option>
          <option value="points">Points</option>
        </select>
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="discontinued"
            value="show"
            defaultChecked={filters.discontinued === "show"}
            className="size-4"
          />
          Show discontinued
        </label>
        <Button type="submit" variant="secondary" className="h-9">
          Apply filters
        </Button>
      </div>
    </form>
  );
}
