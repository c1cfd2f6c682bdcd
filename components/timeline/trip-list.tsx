"use client";
// The trips and their items, virtualized against the window so 5,000 items scroll without long
// tasks. Rows have fixed heights (long lines are cut with an ellipsis; the item opens in full), so
// where each row sits is a prefix sum computed once, the visible range is a binary search per
// animation frame, and nothing is ever measured. Rows are memoized: a scroll mounts only the rows
// that come into view. Every string a row shows was built on the server (lib/timeline/
// present-item.ts), so a row formats nothing. The first screen is rendered on the server.
import { BedDouble, Bus, Car, Plane, TrainFront, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import type { ItemView, TripView } from "@/lib/timeline/present-item";

type Row = { kind: "trip"; trip: TripView } | { kind: "item"; item: ItemView };

const TRIP_HEIGHT = 68;
const ITEM_HEIGHT = 80;
/** Rows kept beyond the window's edges, in pixels: enough for a frame of ordinary scrolling to
 *  find its rows there; more only adds rows that a fast flick replaces in the same frame. */
const OVERSCAN_PX = 200;
/** What the server renders before the window's size is known. */
const FIRST_SCREEN_PX = 1200;

// Icons the app's navigation already draws with (emoji need a colour-emoji font, absent on
// many Linux machines, where they fell back to empty boxes).
const ICON: Record<ItemView["kind"], LucideIcon> = {
  flight: Plane,
  train: TrainFront,
  bus: Bus,
  hotel: BedDouble,
  car: Car,
};
const BADGE: Record<string, string> = {
  account: "bg-sky-100 text-sky-800",
  email: "bg-amber-100 text-amber-900",
  mailbox: "bg-violet-100 text-violet-800",
};

/** The first row whose bottom is below `y` (offsets[i] is row i's top; offsets[n] the total). */
function rowAt(offsets: number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! <= y) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo);
}

const shiftWords = (d: number) =>
  d > 0
    ? ` (${d === 1 ? "next day" : `${d} days later`})`
    : ` (${d === -1 ? "the day before" : `${-d} days before`})`;

const ItemRow = memo(function ItemRow({ item, href }: { item: ItemView; href: string }) {
  const Icon = ICON[item.kind];
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      className="hover:bg-canvas flex h-full gap-3 overflow-hidden rounded-md px-2 py-2 focus-visible:outline-2"
      data-testid="timeline-item"
      data-cancelled={item.cancelled || undefined}
    >
      <Icon aria-hidden className="text-muted mt-0.5 size-5 w-6 shrink-0" />
      <span className="min-w-0 flex-1">
        <span
          className={cn("block truncate font-medium", item.cancelled && "text-muted line-through")}
          title={item.title}
        >
          {item.title}
        </span>
        {/* The confirmation number never truncates (at 390 px it was cut off): time and duration give way. */}
        <span className="text-muted flex min-w-0 gap-1 text-xs">
          <span className="min-w-0 truncate">
            {item.when}
            {item.dayShift ? (
              <>
                {/* "+1" after a time reads as a zone offset ("GMT+1") aloud: said in words instead */}
                <sup aria-hidden className="text-ink ml-0.5 font-semibold">
                  {item.dayShift > 0 ? `+${item.dayShift}` : item.dayShift}
                </sup>
                <span className="sr-only">{shiftWords(item.dayShift)}</span>
              </>
            ) : null}
            {item.duration ? ` · ${item.duration}` : ""}
          </span>
          {item.confirmation ? (
            <span className="shrink-0" data-testid="item-confirmation">
              · {item.confirmation}
            </span>
          ) : null}
        </span>
        <span className="mt-1 flex h-5 items-center gap-1 overflow-hidden">
          {item.cancelled ? (
            <span className="bg-bad/10 text-bad mr-1 rounded px-1.5 py-0.5 text-[11px] font-medium">
              Cancelled
            </span>
          ) : null}
          {item.badges.map(([s, n]) => (
            <span
              key={s}
              className={cn("rounded px-1.5 py-0.5 text-[11px] font-medium", BADGE[s] ?? "bg-line text-ink")}
            >
              {n > 1 ? `${s} ×${n}` : s}
            </span>
          ))}
          {item.sources.length > 1 ? (
            <span className="text-muted text-[11px]">from {item.sources.length} sources</span>
          ) : null}
        </span>
      </span>
    </Link>
  );
});

const TripRow = memo(function TripRow({ trip, href }: { trip: TripView; href: string }) {
  return (
    <div className="border-line flex h-full items-end justify-between gap-2 border-b pb-2">
      <div className="min-w-0">
        <h2 className="truncate text-lg font-semibold" title={trip.name}>
          {trip.name}
        </h2>
        <p className="text-muted truncate text-xs">
          {trip.dates} · {trip.items.length} {trip.items.length === 1 ? "item" : "items"}
        </p>
      </div>
      <Link
        href={href}
        prefetch={false}
        scroll={false}
        className="text-brand shrink-0 text-sm underline-offset-2 hover:underline"
      >
        Map &amp; edit<span className="sr-only"> {trip.name}</span>
      </Link>
    </div>
  );
});

/** `base`: the address of the window shown ("/timeline?view=past&before=…"): an opened item or trip keeps it. */
export function TripList({ trips, base }: { trips: TripView[]; base: string }) {
  const { rows, offsets } = useMemo(() => {
    const rows: Row[] = [];
    for (const trip of trips) {
      rows.push({ kind: "trip", trip });
      for (const item of trip.items) rows.push({ kind: "item", item });
    }
    const offsets = new Array<number>(rows.length + 1);
    offsets[0] = 0;
    for (let i = 0; i < rows.length; i++)
      offsets[i + 1] = offsets[i]! + (rows[i]!.kind === "trip" ? TRIP_HEIGHT : ITEM_HEIGHT);
    return { rows, offsets };
  }, [trips]);
  const box = useRef<HTMLDivElement>(null);
  const [range, setRange] = useState<readonly [number, number]>(() => [
    0,
    rowAt(offsets, FIRST_SCREEN_PX) + 1,
  ]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const top = box.current?.getBoundingClientRect().top ?? 0;
      const from = rowAt(offsets, -top - OVERSCAN_PX);
      // A window's worth of rows from the list's first visible pixel: a list that starts below the
      // fold (under an opened item) still has its first screen in the page, as the server sent it.
      const to = Math.min(
        rows.length,
        rowAt(offsets, Math.max(-top, 0) + window.innerHeight + OVERSCAN_PX) + 1,
      );
      setRange((r) => (r[0] === from && r[1] === to ? r : [from, to]));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [offsets, rows.length]);

  const prefix = base.includes("?") ? `${base}&` : `${base}?`;
  const shown = [];
  for (let i = range[0]; i < Math.min(range[1], rows.length); i++) {
    const row = rows[i]!;
    shown.push(
      // Size and layout containment: a row's layout never reaches the page, so mounting rows
      // while scrolling lays out those rows only.
      <div
        key={row.kind === "trip" ? `t:${row.trip.key}` : `i:${row.item.key}`}
        role="listitem"
        className={cn("absolute top-0 left-0 w-full", row.kind === "item" && "border-line border-l-2 pl-2")}
        style={{
          height: offsets[i + 1]! - offsets[i]!,
          transform: `translateY(${offsets[i]}px)`,
          contain: "size layout",
        }}
      >
        {row.kind === "trip" ? (
          <TripRow trip={row.trip} href={`${prefix}trip=${encodeURIComponent(row.trip.key)}`} />
        ) : (
          <ItemRow item={row.item} href={`${prefix}${row.item.href}`} />
        )}
      </div>,
    );
  }
  return (
    <div
      ref={box}
      className="relative w-full"
      style={{ height: offsets[rows.length], contain: "size layout" }}
      role="list"
      aria-label="Trips"
    >
      {shown}
    </div>
  );
}
