// A flight program's stored results (AwardResult documents, lib/award-search/award-results.ts): the
// routes document holds StoredRoute items in the service's order, the calendar document
// StoredCalendarDay items. The items are the page's own shape (lib/flights/flight-search-view.ts)
// minus what the document's key supplies, so reading is a parse, a check and a merge.
import { z } from "zod";
import { segmentsSchema } from "@/lib/flights/flight-search-view";

const money = { taxesMinor: z.number().int(), currency: z.string() };

export const storedRouteSchema = z.object({
  providerCode: z.string(),
  position: z.number().int().nonnegative(),
  miles: z.number().int(),
  ...money,
  originalCurrency: z.string().nullable(),
  conversionRate: z.number().nullable(),
  stops: z.number().int(),
  durationMinutes: z.number().int(),
  departAt: z.string(),
  cabins: z.array(z.string()),
  mixedCabin: z.boolean(),
  airlines: z.array(z.string()),
  seats: z.number().int().nullable(),
  awardType: z.string().nullable(),
  segments: segmentsSchema,
});
export type StoredRoute = z.infer<typeof storedRouteSchema>;
export const storedRoutesSchema = z.array(storedRouteSchema);

export const storedCalendarDaySchema = z.object({
  providerCode: z.string(),
  date: z.string(),
  cabin: z.string(),
  brandedCabin: z.string().nullable(),
  miles: z.number().int(),
  ...money,
});
export type StoredCalendarDay = z.infer<typeof storedCalendarDaySchema>;
export const storedCalendarSchema = z.array(storedCalendarDaySchema);
