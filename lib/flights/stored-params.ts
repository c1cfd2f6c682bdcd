// What a flight search stores in AwardSearch.params and resends on answer/retry: the validated form
// without secrets, plus which programs get the calendar and which send the user's account. Read
// back through this schema (not the form's: a stored search's date may be in the past by now).
import { z } from "zod";
import { CURRENCIES } from "@/lib/flights/search-form-schema";
import { itineraryCabinSchema } from "@/lib/services/flights/search-schema";

export const storedFlightParamsSchema = z.object({
  programs: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  cabins: z.array(itineraryCabinSchema),
  adults: z.number().int(),
  currency: z.enum(CURRENCIES),
  calendar: z.boolean(),
  /** Selected programs that have `priceCalendar` (spec 1 Limits: calendar only for those). */
  calendarPrograms: z.array(z.string()),
  /** Selected programs whose authMode is not "none". */
  accountPrograms: z.array(z.string()),
});

export type StoredFlightParams = z.infer<typeof storedFlightParamsSchema>;
