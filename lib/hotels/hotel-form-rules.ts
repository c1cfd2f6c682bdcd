// Every rule of the hotel search form, as plain functions run by the browser form before sending
// and by the API schema (search-form-schema.ts), so both say the same by the same field. Limits from
// spec 1 B2/Limits: rooms 1–2; adults 1–4 and kids 0–4, both per room. zod-free (issue 12 item 17).
import { programsProblem } from "@/lib/flights/flight-form-rules";
import { fanOutProblem, flexibleCheckIns, isFlexDays } from "@/lib/hotels/flexible-dates";
import { addDays, isRealDate, MAX_DAYS_AHEAD, travelDateProblem } from "@/lib/validation/travel-date";

export const MAX_NIGHTS = 30; // our rule: the service prices stays of up to 30 nights
const DAY = 86_400_000;

/** Earliest check-in anywhere on Earth (UTC−12) is yesterday in UTC: a local "today" is never refused. */
export function earliestCheckIn(now = new Date()): string {
  return new Date(now.getTime() - DAY).toISOString().slice(0, 10);
}

export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY);

function countProblem(value: unknown, field: string, min: number, max: number, rule: string): string | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || Number.isNaN(n)) return `Enter a number for ${field}`;
  if (!Number.isInteger(n)) return `Whole numbers only: ${rule}`;
  return n < min || n > max ? rule : null;
}

export interface HotelFormFields {
  programs: unknown;
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: unknown;
  adults: unknown;
  kids: unknown;
  /** Flexible check-in: 0 (exact) to 3 days either side (flexible-dates.ts); absent = exact. */
  flexDays?: unknown;
}

/** The check-in days a search asks (one when exact): what the form counts and the server sends. */
export function hotelCheckIns(checkIn: string, flexDays: number, now = new Date()): string[] {
  const earliest = earliestCheckIn(now);
  return flexibleCheckIns(checkIn, flexDays, earliest, addDays(earliest, MAX_DAYS_AHEAD));
}

/** The first problem per field, keyed like the API's error envelope. */
export function checkHotelForm(f: HotelFormFields, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const put = (key: string, message: string | null) => void (message && (errors[key] ??= message));
  put("programs", programsProblem(f.programs));
  const destination = f.destination.trim();
  put(
    "destination",
    !destination
      ? "Enter a city, address or landmark"
      : destination.length > 200
        ? "At most 200 characters"
        : null,
  );
  put(
    "checkIn",
    f.checkIn ? travelDateProblem(f.checkIn, earliestCheckIn(now), "Check-in") : "Pick a check-in date",
  );
  if (!f.checkOut) put("checkOut", "Pick a check-out date");
  else if (!isRealDate(f.checkOut)) put("checkOut", travelDateProblem(f.checkOut, "0000-01-01", "Check-out"));
  else if (isRealDate(f.checkIn)) {
    const nights = nightsBetween(f.checkIn, f.checkOut);
    put(
      "checkOut",
      nights < 1
        ? "Check-out must be after check-in"
        : nights > MAX_NIGHTS
          ? `Stays are limited to ${MAX_NIGHTS} nights`
          : null,
    );
  }
  put("rooms", countProblem(f.rooms, "rooms", 1, 2, "Rooms must be 1 or 2"));
  put("adults", countProblem(f.adults, "adults", 1, 4, "Adults must be 1 to 4 per room"));
  put("kids", countProblem(f.kids, "kids", 0, 4, "Kids must be 0 to 4 per room"));
  const flex = typeof f.flexDays === "string" && f.flexDays !== "" ? Number(f.flexDays) : (f.flexDays ?? 0);
  if (!isFlexDays(flex)) put("flexDays", "Flexible dates are exact or ±1, ±2 or ±3 days");
  else if (!errors.checkIn && Array.isArray(f.programs) && f.programs.length) {
    put("flexDays", fanOutProblem(hotelCheckIns(f.checkIn, flex, now).length, f.programs.length));
  }
  return errors;
}
