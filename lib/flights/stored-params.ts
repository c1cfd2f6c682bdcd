// What a flight search stores in AwardSearch.params and resends on answer/retry: the validated form
// without secrets, plus which programs get the calendar and which send the user's account. Read
// back through this schema (not the form's: a stored search's date may be in the past by now).
import { z } from "zod";
import { CURRENCIES } from "@/lib/flights/search-form-schema";
import { TRIP_TYPES } from "@/lib/flights/trip-legs";
import { itineraryCabinSchema } from "@/lib/services/flights/search-schema";

export const storedFlightParamsSchema = z.object({
  programs: z.array(z.string()),
  from: z.string(),
  to: z.string(),
  date: z.string(),
  // Issue 38 (absent in searches stored before it: a one-way search on one date).
  trip: z.enum(TRIP_TYPES).optional(),
  flex: z.number().int().optional(),
  returnDate: z.string().optional(),
  returnFlex: z.number().int().optional(),
  /** A request's own params (AwardRequest.params, one per leg × day × airport pair): its leg. */
  leg: z.number().int().optional(),
  nextLegs: z
    .array(
      z.object({ from: z.string(), to: z.string(), date: z.string(), flex: z.number().int().optional() }),
    )
    .optional(),
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
