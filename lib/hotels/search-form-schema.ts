// The hotel search form (and POST /api/hotels/searches body). Shared by the browser (messages by
// the field before anything is sent) and the server (the authority). Limits from spec 1 B2/Limits:
// rooms 1–2; adults 1–4 and kids 0–4, both per room.
import { z } from "zod";
import { programCredentialsSchema } from "@/lib/flights/search-form-schema";

export const MAX_NIGHTS = 30; // our rule: the service prices stays of up to 30 nights
const DAY = 86_400_000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Earliest check-in anywhere on Earth (UTC−12) is yesterday in UTC: a local "today" is never refused. */
export function earliestCheckIn(now = new Date()): string {
  return new Date(now.getTime() - DAY).toISOString().slice(0, 10);
}

export const nightsBetween = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY);

const count = (field: string, min: number, max: number, rule: string) =>
  z.coerce
    .number({ error: `Enter a number for ${field}` })
    .int(`Whole numbers only: ${rule}`)
    .min(min, rule)
    .max(max, rule);

export const hotelSearchFormSchema = z
  .object({
    programs: z.array(z.string().regex(/^[A-Za-z0-9]+$/, "Unknown program")).min(1, "Pick at least one program").max(12),
    destination: z.string().trim().min(1, "Enter a city, address or landmark").max(200, "At most 200 characters"),
    checkIn: z.string().regex(isoDate, "Pick a check-in date"),
    checkOut: z.string().regex(isoDate, "Pick a check-out date"),
    rooms: count("rooms", 1, 2, "Rooms must be 1 or 2"),
    adults: count("adults", 1, 4, "Adults must be 1 to 4 per room"),
    kids: count("kids", 0, 4, "Kids must be 0 to 4 per room"),
    downloadImages: z.boolean().default(false),
    // Spec 1 Limits: 1–9. The form always sends 9 (a waiting user).
    priority: z.number().int().min(1, "Priority must be 1–9").max(9, "Priority must be 1–9").default(9),
    credentials: z.record(z.string(), programCredentialsSchema).default({}),
  })
  .superRefine((v, ctx) => {
    if (isoDate.test(v.checkIn) && v.checkIn < earliestCheckIn()) {
      ctx.addIssue({ code: "custom", path: ["checkIn"], message: "Check-in cannot be in the past" });
    }
    if (isoDate.test(v.checkIn) && isoDate.test(v.checkOut)) {
      const nights = nightsBetween(v.checkIn, v.checkOut);
      if (nights < 1) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "Check-out must be after check-in" });
      else if (nights > MAX_NIGHTS) ctx.addIssue({ code: "custom", path: ["checkOut"], message: `Stays are limited to ${MAX_NIGHTS} nights` });
    }
  });

export type HotelSearchForm = z.input<typeof hotelSearchFormSchema>;
export type HotelSearchInput = z.infer<typeof hotelSearchFormSchema>;
