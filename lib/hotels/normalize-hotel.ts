// One B3 hotel (already normalized by the schema) → the stored hotel (lib/hotels/stored-results.ts; its image apart): scalar sort/filter keys,
// the cheapest rate, and rooms for display with sanitized descriptions and each rate's value per
// point. Pure apart from the memoized sanitizer (createCleaner).
import type { RateView, RoomView } from "@/lib/hotels/hotel-rooms";
import { centsPerPoint } from "@/lib/hotels/value-per-point";
import { toMinorUnits } from "@/lib/money/minor-units";
import { toPlainText } from "@/lib/sanitize/plain-text";
import { sanitizeMarkup } from "@/lib/sanitize/sanitize-markup";
import type { HotelInput } from "@/lib/services/hotels/result-schema";
import type { StoredHotel } from "@/lib/hotels/stored-results";

/** Spec 1 B3: `fullCashPricePerNight` and a rate's `cashPerNight` are USD. */
export const HOTEL_CURRENCY = "USD";

// Sanitizing is pure and the same descriptions recur across hotels, programs and searches ("Free
// night award…"), so results are memoized process-wide; bounded, and simply reset when full.
const SANITIZED = new Map<string, string | null>();
const MAX_SANITIZED = 5_000;

/** The memoized sanitizer (one per delivery by convention; they share the cache). */
export function createCleaner(): (html: string | undefined) => string | null {
  return (html) => {
    if (!html) return null;
    let out = SANITIZED.get(html);
    if (out === undefined) {
      out = sanitizeMarkup(html) || null;
      if (SANITIZED.size >= MAX_SANITIZED) SANITIZED.clear();
      SANITIZED.set(html, out);
    }
    return out;
  };
}

// A preview is a base64 image; anything else, or anything over 256 KB, is not shown.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** The image of a hotel as stored (a HotelPreview row), or null. */
export const previewOf = (p: string | undefined) => (p && p.length <= 350_000 && BASE64.test(p) ? p : null);
const httpUrl = (u: string | undefined) => (u && /^https?:\/\//i.test(u.trim()) ? u.trim() : null);

/** The city a hotel's address names, with its country (its state for a US city). Spec B3 makes
 *  every part but `text` optional, so this is null when the service names no city. */
export function placeOf(a: HotelInput["address"]): string | null {
  const city = a.city ? toPlainText(a.city) : "";
  if (!city) return null;
  const us = a.countryName && /^(united states|usa|us)$/i.test(a.countryName.trim());
  const region = us ? a.stateName : (a.countryName ?? a.stateName);
  return region ? `${city}, ${toPlainText(region)}` : city;
}

/** The stored hotel (an item of its program's hotels document); its image, if `hasPreview`, is
 *  stored apart (previewOf, lib/hotels/insert-hotel-results.ts). */
export function normalizeHotel(
  hotel: HotelInput,
  position: number,
  providerCode: string,
  clean: ReturnType<typeof createCleaner>,
  hasPreview = previewOf(hotel.preview) !== null,
): StoredHotel {
  const cash =
    hotel.fullCashPricePerNight == null ? null : toMinorUnits(hotel.fullCashPricePerNight, HOTEL_CURRENCY);
  let cheapest: { room: string; rate: RateView } | null = null;
  let best: number | null = null;
  const rooms: RoomView[] = hotel.rooms.map((room) => {
    const name = toPlainText(room.name);
    const rates = room.rates.map((r): RateView => {
      const copay = r.cashPerNight == null ? null : toMinorUnits(r.cashPerNight, HOTEL_CURRENCY);
      const view: RateView = {
        name: r.name ? toPlainText(r.name) : "Award",
        descriptionHtml: clean(r.description),
        pointsPerNight: Math.round(r.pointsPerNight),
        cashPerNightMinor: copay,
        // Only when the rate says something other than its hotel (rows stay small; the page falls
        // back to the hotel's conversion).
        originalCurrency:
          r.originalCurrency && r.originalCurrency !== hotel.originalCurrency ? r.originalCurrency : null,
        conversionRate:
          r.conversionRate && r.conversionRate !== hotel.conversionRate ? r.conversionRate : null,
        valueCents: centsPerPoint(cash, copay, r.pointsPerNight),
      };
      const c = cheapest?.rate;
      if (
        !c ||
        view.pointsPerNight < c.pointsPerNight ||
        (view.pointsPerNight === c.pointsPerNight &&
          (view.cashPerNightMinor ?? 0) < (c.cashPerNightMinor ?? 0))
      ) {
        cheapest = { room: name, rate: view };
      }
      if (view.valueCents !== null && (best === null || view.valueCents > best)) best = view.valueCents;
      return view;
    });
    return { name, type: room.type ?? null, descriptionHtml: clean(room.description), rates };
  });
  const low = cheapest as { room: string; rate: RateView } | null;
  return {
    providerCode,
    position,
    name: toPlainText(hotel.name),
    rating: hotel.rating ?? null,
    reviews: hotel.numberOfReviews ?? null,
    distance: hotel.distance ?? null,
    awardCategory: hotel.awardCategory ?? null,
    address: toPlainText(hotel.address.text),
    place: placeOf(hotel.address),
    lat: hotel.address.lat ?? null,
    lng: hotel.address.lng ?? null,
    phone: hotel.phone ? toPlainText(hotel.phone) : null,
    url: httpUrl(hotel.hotelURL),
    hasPreview,
    descriptionHtml: clean(hotel.hotelDescription),
    nights: hotel.numberOfNights,
    checkIn: hotel.checkInDate,
    checkOut: hotel.checkOutDate ?? null,
    // A hotel without rooms still shows with its own figure (schema: hotel or rates carry points).
    pointsPerNight: low ? low.rate.pointsPerNight : Math.round(hotel.pointsPerNight ?? 0),
    currency: HOTEL_CURRENCY,
    cashPerNightMinor: cash,
    bestValueCents: best,
    originalCurrency: hotel.originalCurrency ?? null,
    conversionRate: hotel.conversionRate ?? null,
    cheapestRoom: low?.room ?? hotel.roomType ?? "",
    cheapestRate: low?.rate.name ?? null,
    cheapestCopayMinor: low?.rate.cashPerNightMinor ?? null,
    rooms,
  };
}
