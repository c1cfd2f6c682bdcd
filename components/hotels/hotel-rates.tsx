// A hotel's rooms and every rate: points per night and for the stay, cash per night and for the
// stay, original currency and conversion, what a point is worth on that rate (beside the user's own
// value) and how the user can pay the stay with their balances and transfers.
import { formatCash, formatCents, formatPoints } from "@/components/award-search/format-numbers";
import { StoredMarkup } from "@/components/hotels/stored-markup";
import { PayWithPoints } from "@/components/award-search/pay-with-points";
import type { HotelPay } from "@/components/hotels/hotel-pay";
import type { RateView, RoomView } from "@/lib/hotels/hotel-rooms";
import { stayTotal } from "@/lib/hotels/value-per-point";
import { valueBesideYours } from "@/lib/transfers/value-comparison";

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted text-xs">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

interface HotelMoney {
  nights: number;
  /** The hotel's cash price per night, minor units of `currency`. */
  cashPrice: number | null;
  currency: string;
  originalCurrency: string | null;
  conversionRate: number | null;
}

function Rate({ rate, hotel, pay }: { rate: RateView; hotel: HotelMoney; pay?: HotelPay }) {
  const { nights, cashPrice } = hotel;
  const copay = rate.cashPerNightMinor;
  const cash = (minor: number) => formatCash(minor, hotel.currency);
  const currency = rate.originalCurrency ?? hotel.originalCurrency;
  const conversion = rate.conversionRate ?? hotel.conversionRate;
  return (
    <li className="border-line rounded-md border px-3 py-2" aria-label={`${rate.name} rate`}>
      <p className="text-sm font-medium">{rate.name}</p>
      <StoredMarkup html={rate.descriptionHtml} className="text-muted text-xs" />
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        <Figure label="Points per night">{formatPoints(rate.pointsPerNight)}</Figure>
        <Figure label={`Points for ${nights} night${nights > 1 ? "s" : ""}`}>
          {formatPoints(stayTotal(rate.pointsPerNight, nights))}
        </Figure>
        <Figure label={copay ? "Cash per night (co-pay)" : "Cash per night"}>
          {copay ? `+ ${cash(copay)}` : cashPrice !== null ? `${cash(cashPrice)} if paid` : "—"}
        </Figure>
        <Figure label="Cash for the stay">
          {copay
            ? `+ ${cash(stayTotal(copay, nights))}`
            : cashPrice !== null
              ? `${cash(stayTotal(cashPrice, nights))} if paid`
              : "—"}
        </Figure>
        <Figure label="Value per point">
          {rate.valueCents === null ? (
            "—"
          ) : rate.valueCents === 0 && copay ? (
            <span className="text-warn">None: the co-pay is at least the cash price</span>
          ) : (
            formatCents(rate.valueCents)
          )}
        </Figure>
      </dl>
      {/* Issue 36: the rate's value beside the user's own valuation, and how they can pay the stay. */}
      {pay && rate.valueCents ? (
        <p className="text-muted mt-1 text-xs" data-testid="value-beside-yours">
          {valueBesideYours(rate.valueCents, pay.yourValue)}
        </p>
      ) : null}
      {pay ? (
        <PayWithPoints
          coverage={pay.cover(pay.program, stayTotal(rate.pointsPerNight, nights), pay.rooms)}
          share="room"
        />
      ) : null}
      {currency ? (
        <p className="text-muted mt-1 text-xs">
          Priced in {currency}
          {conversion
            ? `, converted to USD at ${conversion.toLocaleString("en-US", { maximumFractionDigits: 6 })}`
            : ""}
        </p>
      ) : null}
    </li>
  );
}

export function HotelRooms({ rooms, hotel, pay }: { rooms: RoomView[]; hotel: HotelMoney; pay?: HotelPay }) {
  return (
    <ul className="mt-3 flex flex-col gap-3" aria-label="Rooms">
      {rooms.map((room, i) => (
        <li key={`${room.name}-${i}`}>
          <p className="text-sm font-semibold">{room.name}</p>
          <StoredMarkup html={room.descriptionHtml} className="text-muted text-xs" />
          <ul className="mt-2 flex flex-col gap-2" aria-label={`${room.name} rates`}>
            {room.rates.map((rate, j) => (
              <Rate key={`${rate.name}-${j}`} rate={rate} hotel={hotel} pay={pay} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
