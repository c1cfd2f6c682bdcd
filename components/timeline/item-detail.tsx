// Everything the sources hold about one item (server component): confirmation numbers,
// travellers with seats and tickets, the segment or stay, addresses, phones, pricing,
// cancellation policy, notes, and a link back to each source. Provider text is shown as plain text.
import { formatProviderAmount } from "@/lib/money/format-money";
import Link from "next/link";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { cn } from "@/lib/cn";
import { formatLocalWallTime } from "@/lib/format/date-time";
import { toPlainText } from "@/lib/sanitize/plain-text";
import { normalizeConfirmation } from "@/lib/timeline/confirmation-display";
import { dayShift, durationLabel, timeLabel } from "@/lib/timeline/present-item";
import type { Obj, Place, TimelineItem } from "@/lib/timeline/types";
import { SourceBadges } from "./source-badges";

const o = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const a = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(o) : []);
const t = (v: unknown): string | null =>
  typeof v === "string" && v.trim()
    ? toPlainText(v)
    : typeof v === "number"
      ? v.toLocaleString("en-US")
      : null;

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const placeLine = (p: Place, terminal: unknown) =>
  [p.name, p.code ? `(${p.code})` : null, t(terminal) ? `terminal ${t(terminal)}` : null]
    .filter(Boolean)
    .join(" ") || p.city;
// "Fri, Dec 18, 2026 · 18:30 EST": the place's own clock and zone, as on the timeline, with the year.
const at = (p: Place) =>
  p.local ? [formatLocalWallTime(p.local.slice(0, 10)), timeLabel(p)].filter(Boolean).join(" · ") : null;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** When it was booked: a moment (with its offset) in the viewer's own time zone; a wall time or a
 *  day as written, in words; anything else as the provider wrote it. */
function bookedAt(v: unknown): ReactNode {
  const s = t(v);
  if (!s) return null;
  if (INSTANT.test(s) && !Number.isNaN(Date.parse(s)))
    return (
      <LocalTime iso={new Date(s).toISOString()} options={{ dateStyle: "medium", timeStyle: "short" }} />
    );
  return formatLocalWallTime(s);
}
/** Provider words ("confirmed") with a capital, as every other label on the page. */
const sentence = (v: unknown) => {
  const s = t(v);
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : null;
};
const money = (n: unknown, currency: unknown) =>
  typeof n === "number" ? formatProviderAmount(n, t(currency)) : null;
const address = (v: unknown) => {
  const x = o(v);
  return (
    t(x.text) ??
    ([x.addressLine, x.city, x.stateName, x.postalCode, x.countryName].map(t).filter(Boolean).join(", ") ||
      null)
  );
};

function Segment({ item }: { item: TimelineItem }) {
  const s = item.part;
  const dep = o(s.departure);
  const arv = o(s.arrival);
  const carrier = o(s.marketingCarrier);
  const operating = o(s.operatingCarrier);
  const aircraft = o(s.aircraft);
  const shift = dayShift(item.start, item.end);
  return (
    <>
      <Row label="Departs">{placeLine(item.start, dep.terminal)}</Row>
      <Row label="Departure time">{at(item.start)}</Row>
      <Row label="Arrives">{placeLine(item.end, arv.terminal)}</Row>
      <Row label="Arrival time">
        {at(item.end) ? `${at(item.end)}${shift ? ` (${shift > 0 ? "+" : ""}${shift} day)` : ""}` : null}
      </Row>
      <Row label="Duration">{durationLabel(item.start.at, item.end.at)}</Row>
      <Row label="Airline">
        {[t(o(carrier.airline).name), item.number].filter(Boolean).join(" · ") || null}
      </Row>
      <Row label="Operated by">
        {t(o(operating.airline).name)
          ? `${t(o(operating.airline).name)} ${t(operating.flightNumber) ?? ""}`.trim()
          : null}
      </Row>
      <Row label="Aircraft">{t(aircraft.name) ?? t(aircraft.iataCode)}</Row>
      <Row label="Cabin">{t(s.cabin)}</Row>
      <Row label="Booking code">{t(s.bookingCode)}</Row>
      <Row label="Seats">{Array.isArray(s.seats) ? s.seats.map(String).join(", ") : null}</Row>
      <Row label="Distance">{t(s.traveledMiles) ? `${t(s.traveledMiles)} mi` : null}</Row>
      <Row label="Meal">{t(s.meal)}</Row>
      <Row label="Train / bus">
        {[t(s.serviceName), t(o(s.trainInfo).type), t(o(s.busInfo).type), t(s.car) ? `car ${t(s.car)}` : null]
          .filter(Boolean)
          .join(" · ") || null}
      </Row>
      <Row label="Segment status">{t(s.status)}</Row>
    </>
  );
}

function Stay({ item }: { item: TimelineItem }) {
  const it = item.itinerary;
  return (
    <>
      <Row label="Check-in">{at(item.start)}</Row>
      <Row label="Check-out">{at(item.end)}</Row>
      <Row label="Address">{address(it.address)}</Row>
      <Row label="Phone">{t(it.phone)}</Row>
      <Row label="Fax">{t(it.fax)}</Row>
      <Row label="Chain">{t(it.chainName)}</Row>
      <Row label="Rooms">
        {a(it.rooms)
          .map((r) => [t(r.type), t(r.description), t(r.rate), t(r.rateType)].filter(Boolean).join(" · "))
          .join("; ") || null}
      </Row>
      <Row label="Guests">
        {[
          t(it.guestCount) && `${t(it.guestCount)} guests`,
          t(it.kidsCount) && `${t(it.kidsCount)} children`,
          t(it.roomsCount) && `${t(it.roomsCount)} rooms`,
        ]
          .filter(Boolean)
          .join(", ") || null}
      </Row>
      <Row label="Free nights">{t(it.freeNights)}</Row>
      <Row label="Cancel by">{t(it.cancellationDeadline)}</Row>
      <Row label="Non-refundable">{it.isNonRefundable === true ? "Yes" : null}</Row>
      <Row label="Cancellation no.">{t(it.cancellationNumber)}</Row>
    </>
  );
}

function Rental({ item }: { item: TimelineItem }) {
  const it = item.itinerary;
  const [pickup, dropoff, car] = [o(it.pickup), o(it.dropoff), o(it.car)];
  return (
    <>
      <Row label="Pick-up">
        {[at(item.start), address(pickup.address)].filter(Boolean).join(" · ") || null}
      </Row>
      <Row label="Pick-up phone">{t(pickup.phone)}</Row>
      <Row label="Pick-up hours">{t(pickup.openingHours)}</Row>
      <Row label="Drop-off">
        {[at(item.end), address(dropoff.address)].filter(Boolean).join(" · ") || null}
      </Row>
      <Row label="Drop-off phone">{t(dropoff.phone)}</Row>
      <Row label="Car">{[t(car.type), t(car.model)].filter(Boolean).join(" · ") || null}</Row>
      <Row label="Discounts">
        {a(it.discounts)
          .map((d) => `${t(d.name)} ${t(d.code)}`)
          .join(", ") || null}
      </Row>
    </>
  );
}

export function ItemDetail({
  item,
  closeHref,
  children,
}: {
  item: TimelineItem;
  closeHref: string;
  children?: ReactNode;
}) {
  const it = item.itinerary;
  const pricing = o(it.pricingInfo);
  const confirmations = [...a(it.confirmationNumbers), ...a(o(it.travelAgency).confirmationNumbers)];
  const phones = [
    ...a(it.phoneNumbers),
    ...a(o(item.part.marketingCarrier).phoneNumbers),
    ...a(o(it.issuingCarrier).phoneNumbers),
  ];
  return (
    <Card aria-label="Item details" className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className={cn("text-lg font-semibold", item.cancelled && "text-muted line-through")}>
            {item.title}
          </h2>
          {item.cancelled ? <p className="text-bad text-sm font-medium">Cancelled</p> : null}
          <div className="mt-1">
            <SourceBadges
              sources={item.sources.map((s) => (s.source === "loyalty" ? "account" : s.source))}
            />
          </div>
        </div>
        <Link href={closeHref} scroll={false} className="text-brand text-sm hover:underline">
          Close
        </Link>
      </div>
      <dl>
        <Row label="Confirmation">
          {item.confirmationNumbers.length ? (
            <ul>
              {item.confirmationNumbers.map((n) => {
                const described = confirmations.find(
                  (c) => normalizeConfirmation(t(c.number) ?? "") === normalizeConfirmation(n),
                );
                return (
                  <li key={n}>
                    {n}
                    {described && t(described.description) ? ` (${t(described.description)})` : ""}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </Row>
        <Row label="Status">{sentence(it.status)}</Row>
        <Row label="Booked">{bookedAt(it.reservationDate)}</Row>
        <Row label="Provider">{t(o(it.providerInfo).name)}</Row>
        <Row label="Earned">{t(o(it.providerInfo).earnedRewards)}</Row>
        {item.kind === "hotel" ? (
          <Stay item={item} />
        ) : item.kind === "car" ? (
          <Rental item={item} />
        ) : (
          <Segment item={item} />
        )}
        <Row label="Travellers">
          {item.travelers.length ? (
            <ul>
              {item.travelers.map((p) => (
                <li key={p.name}>
                  {toPlainText(p.name)}
                  {p.seats.length ? ` · seat ${p.seats.join(", ")}` : ""}
                  {p.ticketNumbers.length ? ` · ticket ${p.ticketNumbers.join(", ")}` : ""}
                  {p.accountNumbers.length ? ` · member ${p.accountNumbers.join(", ")}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </Row>
        <Row label="Phone numbers">
          {phones
            .map((p) => [t(p.number), t(p.description) && `(${t(p.description)})`].filter(Boolean).join(" "))
            .filter(Boolean)
            .join(" · ") || null}
        </Row>
        <Row label="Total">{money(pricing.total, pricing.currencyCode)}</Row>
        <Row label="Before taxes">{money(pricing.cost, pricing.currencyCode)}</Row>
        <Row label="Discount">{money(pricing.discount, pricing.currencyCode)}</Row>
        <Row label="Fees">
          {a(pricing.fees)
            .map((f) => `${t(f.name)}: ${money(f.charge, pricing.currencyCode)}`)
            .join(" · ") || null}
        </Row>
        <Row label="Paid with">{t(pricing.spentAwards)}</Row>
        <Row label="Cancellation policy">{t(it.cancellationPolicy)}</Row>
        <Row label="Notes">{t(it.notes)}</Row>
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-semibold">Sources</h3>
        <ul className="space-y-1 text-sm">
          {item.sources.map((s) => (
            <li key={s.rowId}>
              {s.source === "loyalty" && s.accountId ? (
                <Link
                  className="text-brand hover:underline"
                  href={`/accounts/${encodeURIComponent(s.accountId)}`}
                >
                  Loyalty account
                </Link>
              ) : s.emailId ? (
                <Link className="text-brand hover:underline" href={`/inbox/${encodeURIComponent(s.emailId)}`}>
                  {s.source === "mailbox"
                    ? `Email from the mailbox ${s.mailbox ?? "you connected"}`
                    : "The email in your Inbox"}
                </Link>
              ) : (
                <span>{s.source}</span>
              )}
              <span className="text-muted">
                {" "}
                · updated{" "}
                <LocalTime iso={s.updatedAt} options={{ dateStyle: "medium", timeStyle: "short" }} />
              </span>
            </li>
          ))}
        </ul>
        {item.sources.length > 1 ? (
          <p className="text-muted mt-1 text-xs">
            Merged from {item.sources.length} sources: the newest source wins where both have a value.
          </p>
        ) : null}
      </div>
      {children}
    </Card>
  );
}
