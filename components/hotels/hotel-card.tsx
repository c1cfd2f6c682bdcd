"use client";
// One hotel in the results: what decides a booking at a glance (cheapest rate, points for the stay,
// cash price, best value per point), how the cheapest stay can be paid with the user's points, the
// hotel's details, and rooms and rates on demand.
import { ChevronDown, MapPin, Phone, Star } from "lucide-react";
import { useState } from "react";
import { formatCash, formatCents, formatPoints } from "@/components/award-search/format-numbers";
import { PayWithPoints, type PriceCoverage } from "@/components/award-search/pay-with-points";
import type { HotelPay } from "@/components/hotels/hotel-pay";
import { HotelRooms } from "@/components/hotels/hotel-rates";
import { StoredMarkup } from "@/components/hotels/stored-markup";
import { Button } from "@/components/ui/button";
import type { HotelView } from "@/lib/hotels/hotel-search-view";
import { stayTotal } from "@/lib/hotels/value-per-point";

export function HotelCard({
  hotel: h,
  programName,
  coverage,
  pay,
}: {
  hotel: HotelView;
  programName: string;
  coverage?: PriceCoverage;
  pay?: HotelPay;
}) {
  const [open, setOpen] = useState(false);
  const nights = `${h.nights} night${h.nights > 1 ? "s" : ""}`;
  const roomsId = `rooms-${h.id}`;
  return (
    <article
      className="border-line bg-surface rounded-lg border p-3 sm:p-4"
      aria-label={`${programName} ${h.name}, ${formatPoints(h.pointsPerNight)} points per night`}
      data-value-cents={h.bestValueCents ?? ""}
    >
      <div className="flex gap-3">
        {h.hasPreview ? (
          // eslint-disable-next-line @next/next/no-img-element -- tiny per-user images from our own route; next/image adds nothing
          <img
            src={`/api/hotels/results/${h.id}/preview`}
            alt=""
            width={96}
            height={64}
            className="h-16 w-24 shrink-0 rounded object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-muted text-xs">{programName}</p>
          <h3 className="leading-snug font-semibold">{h.name}</h3>
          <p className="text-muted mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs">
            {h.rating !== null ? (
              <span className="inline-flex items-center gap-0.5">
                <Star aria-hidden className="text-warn size-3 fill-current" />
                {h.rating.toLocaleString("en-US", { maximumFractionDigits: 1 })} stars
              </span>
            ) : null}
            {h.reviews !== null ? <span>{formatPoints(h.reviews)} reviews</span> : null}
            {h.distance !== null ? (
              <span>{h.distance.toLocaleString("en-US", { maximumFractionDigits: 1 })} mi away</span>
            ) : null}
            {h.awardCategory !== null ? <span>Category {h.awardCategory}</span> : null}
          </p>
        </div>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted text-xs">Cheapest per night</dt>
          <dd className="font-semibold tabular-nums">
            {formatPoints(h.pointsPerNight)} pts
            {h.cheapestCopayMinor ? ` + ${formatCash(h.cheapestCopayMinor, h.currency)}` : ""}
          </dd>
          <dd className="text-muted text-xs">
            {[h.cheapestRoom, h.cheapestRate].filter(Boolean).join(" · ")}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">Points for {nights}</dt>
          <dd className="font-semibold tabular-nums">
            {formatPoints(stayTotal(h.pointsPerNight, h.nights))}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-xs">Cash price</dt>
          <dd className="tabular-nums">
            {h.cashPerNightMinor !== null ? `${formatCash(h.cashPerNightMinor, h.currency)} / night` : "—"}
          </dd>
          {h.totalCashMinor !== null ? (
            <dd className="text-muted text-xs tabular-nums">
              {formatCash(h.totalCashMinor, h.currency)} for {nights}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-muted text-xs">Best value per point</dt>
          <dd className="text-good font-semibold tabular-nums">
            {h.bestValueCents !== null ? formatCents(h.bestValueCents) : "—"}
          </dd>
        </div>
      </dl>
      {coverage ? <PayWithPoints coverage={coverage} share="room" /> : null}

      <div className="text-muted mt-3 flex flex-col gap-1 text-xs">
        <p className="flex items-start gap-1">
          <MapPin aria-hidden className="mt-0.5 size-3 shrink-0" />
          {h.address}
        </p>
        <p className="flex flex-wrap gap-x-4">
          {h.phone ? (
            <a
              href={`tel:${h.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-1 underline"
            >
              <Phone aria-hidden className="size-3" />
              {h.phone}
            </a>
          ) : null}
          {h.url ? (
            <a href={h.url} target="_blank" rel="noopener nofollow noreferrer" className="underline">
              Website
            </a>
          ) : null}
          {h.originalCurrency ? <span>Priced in {h.originalCurrency}, shown in USD</span> : null}
        </p>
      </div>

      <Button
        variant="secondary"
        className="mt-3 h-8 text-xs"
        aria-expanded={open}
        aria-controls={roomsId}
        onClick={() => setOpen((o) => !o)}
      >
        {open
          ? "Hide rooms and rates"
          : `Rooms and rates (${h.rooms.reduce((n, r) => n + r.rates.length, 0)})`}
        <ChevronDown aria-hidden className={open ? "size-3 rotate-180" : "size-3"} />
      </Button>
      {open ? (
        <div id={roomsId}>
          <StoredMarkup html={h.descriptionHtml} className="mt-3 text-sm" />
          <HotelRooms
            rooms={h.rooms}
            pay={pay}
            hotel={{
              nights: h.nights,
              cashPrice: h.cashPerNightMinor,
              currency: h.currency,
              originalCurrency: h.originalCurrency,
              conversionRate: h.conversionRate,
            }}
          />
        </div>
      ) : null}
    </article>
  );
}
