// What a hotel search stores in AwardSearch.params and resends on answer/retry: the validated form
// without secrets, plus which programs send the user's account. Read back through this schema (not
// the form's: a stored search's check-in may be in the past by now).
import { z } from "zod";

export const storedHotelParamsSchema = z.object({
  programs: z.array(z.string()),
  destination: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.number().int(),
  adults: z.number().int(),
  kids: z.number().int(),
  downloadImages: z.boolean(),
  /** Check-in ± these days (issue 38 item 7); searches stored before it were exact. */
  flexDays: z.number().int().default(0),
  /** Programs whose request carries the user's account when one is linked (see create-hotel-search.ts). */
  accountPrograms: z.array(z.string()),
});

export type StoredHotelParams = z.infer<typeof storedHotelParamsSchema>;
