// The hotel search API body (POST /api/hotels/searches): zod gives the shape and the types; the
// rules and their messages are lib/hotels/hotel-form-rules.ts, the same functions the browser form
// runs before sending.
import { z } from "zod";
import { programCredentialsSchema } from "@/lib/flights/search-form-schema";
import { checkHotelForm } from "@/lib/hotels/hotel-form-rules";

export { MAX_NIGHTS, nightsBetween } from "@/lib/hotels/hotel-form-rules";

export const hotelSearchFormSchema = z
  .object({
    programs: z.array(z.string(), { error: "Pick at least one program" }),
    destination: z.string({ error: "Enter a city, address or landmark" }).trim(),
    checkIn: z.string({ error: "Pick a check-in date" }),
    checkOut: z.string({ error: "Pick a check-out date" }),
    rooms: z.coerce.number({ error: "Enter a number for rooms" }),
    adults: z.coerce.number({ error: "Enter a number for adults" }),
    kids: z.coerce.number({ error: "Enter a number for kids" }),
    // Issue 38 item 7: check-in ±0–3 days, one request per day × program (hotel-form-rules.ts checks the count).
    flexDays: z.coerce.number({ error: "Flexible dates are exact or ±1, ±2 or ±3 days" }).default(0),
    downloadImages: z.boolean().default(false),
    // Spec 1 Limits: 1–9. The form always sends 9 (a waiting user).
    priority: z.number().int().min(1, "Priority must be 1–9").max(9, "Priority must be 1–9").default(9),
    credentials: z.record(z.string(), programCredentialsSchema).default({}),
  })
  .superRefine((v, ctx) => {
    for (const [key, message] of Object.entries(checkHotelForm(v)))
      ctx.addIssue({ code: "custom", path: [key], message });
  });

export type HotelSearchForm = z.input<typeof hotelSearchFormSchema>;
export type HotelSearchInput = z.infer<typeof hotelSearchFormSchema>;
