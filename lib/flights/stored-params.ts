// What a flight search stores in AwardSearch.params and resends on answer/retry: the validated form
// without secrets, plus which programs get the calendar and which send the user's account.
import type { FlightSearchParams } from "@/lib/flights/search-form-schema";

export type StoredFlightParams = FlightSearchParams & {
  /** Selected programs that have `priceCalendar` (spec 1 Limits: calendar only for those). */
  calendarPrograms: string[];
  /** Selected programs whose authMode is not "none". */
  accountPrograms: string[];
};
