"use client";
// The trips and their items, virtualized against the window so 5,000 items scroll without long
// tasks: rows have fixed heights (long lines are cut with an ellipsis; the item opens in full),
// so scrolling never has to measure rows; the first screen is rendered on the server (initialRect).
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import Link from "next/link";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import { SourceBadges } from "./source-badges";
import type { ItemView, TripView } from "@/lib/timeline/present-item";

type Row = { kind: "trip"; trip: TripView } | { kind: "item"; item: ItemView };

const TRIP_HEIGHT = 68;
const ITEM_HEIGHT = 80;

const ICON: Record<ItemView["kind"], string> = { flight: "✈", train: "🚆", bus: "🚌", hotel: "🏨", car: "🚗" };
function ItemRow({ item, view }: { item: ItemView; view: string }) {
  return (
    <Link
      href={`/timeline?${view === "past" ? "view=past&" : ""}item=${encodeURIComponent(item.rowId)}`}
      scroll={false}
      className="flex h-full gap-3 overflow-hidden rounded-md px-2 py-2 hover:bg-canvas focus-visible:outline-2"
      data-testid="timeline-item"
      data-cancelled={item.cancelled || undefined}
    >
      <span aria-hidden className="w-6 shrink-0 text-center text-lg leading-6">
        {ICON[item.kind]}
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn("block truncate font-medium", item.cancelled && "text-muted line-through")} title={item.title}>
          {item.title}
        </span>
        <span className="block truncate text-xs text-muted">
          {item.when}
          {item.dayShift ? <sup className="ml-0.5 font-semibold text-ink">{item.dayShift > 0 ? `+${item.dayShift}` : item.dayShift}</sup> : null}
          {item.duration ? ` · ${item.duration}` : ""}
          {item.confirmation ? ` · ${item.confirmation}` : ""}
        </span>
        <span className="mt-1 flex h-5 items-center gap-2 overflow-hidden">
          {item.cancelled ? <span className="rounded bg-bad/10 px-1.5 py-0.5 text-[11px] font-medium text-bad">Cancelled</span> : null}
          <SourceBadges sources={item.sources} />
        </span>
      </span>
    </Link>
  );
}

export function TripList({ trips, view }: { trips: TripView[]; view: string }) {
  const rows = useMemo<Row[]>(() => trips.flatMap((trip) => [{ kind: "trip", trip } as Row, ...trip.items.map((item) => ({ kind: "item", item }) as Row)]), [trips]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === "trip" ? TRIP_HEIGHT : ITEM_HEIGHT),
    overscan: 6,
    initialRect: { width: 1024, height: 1000 },
    useFlushSync: false,
  });
  return (
    <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }} role="list" aria-label="Trips">
      {virtualizer.getVirtualItems().map((v) => {
        const row = rows[v.index]!;
        return (
          <div key={v.key} role="listitem" className="absolute top-0 left-0 w-full" style={{ height: v.size, transform: `translateY(${v.start}px)` }}>
            {row.kind === "trip" ? (
              <div className="flex h-full items-end justify-between gap-2 border-b border-line pb-2">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold" title={row.trip.name}>
                    {row.trip.name}
                  </h2>
                  <p className="truncate text-xs text-muted">
                    {row.trip.dates} · {row.trip.items.length} {row.trip.items.length === 1 ? "item" : "items"}
                  </p>
                </div>
                <Link href={`/timeline?${view === "past" ? "view=past&" : ""}trip=${encodeURIComponent(row.trip.key)}`} scroll={false} className="shrink-0 text-sm text-brand underline-offset-2 hover:underline">
                  Map &amp; rename<span className="sr-only"> {row.trip.name}</span>
                </Link>
              </div>
            ) : (
              <div className="h-full border-l-2 border-line pl-2">
                <ItemRow item={row.item} view={view} />
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
