// The flight search API body (POST /api/flights/searches): zod gives the shape and the types; the
// rules and their messages are lib/flights/flight-form-rules.ts, the same functions the browser
// form runs before sending, so both sides say the same thing by the same field. Catalog checks
// (unknown program, calendar support, consumer credentials) are in validate-search-programs.ts.
import { z } from "zod";
import { getAirport } from "@/lib/airports/find-airports";
import { CURRENCIES, checkFlightForm, todayAt as todayAtWith } from "@/lib/flights/flight-form-rules";
import { MAX_LEGS, TRIP_TYPES } from "@/lib/flights/trip-legs";
import { itineraryCabinSchema } from "@/lib/services/flights/search-schema";

export { CURRENCIES } from "@/lib/flights/flight-form-rules";

/** Today's date (YYYY-MM-DD) at the departure airport. */
export const todayAt = (iata: string, now = new Date()) => todayAtWith(iata, getAirport, now);

const PRIORITY = "Priority must be a whole number from 1 to 9";
const AIRPORT = "Enter a 3-letter airport code, e.g. JFK";
// Shape only: which days are allowed, and every other rule, is checkFlightForm's (one message each).
const flex = z
  .number({ error: "Pick exact dates or ±1, ±2 or ±3 days" })
  .int("Pick exact dates or ±1, ±2 or ±3 days")
  .optional();

const legSchema = z.object({
  from: z.string({ error: AIRPORT }).trim().toUpperCase().max(60, "Give at most 6 airports"),
  to: z.string({ error: AIRPORT }).trim().toUpperCase().max(60, "Give at most 6 airports"),
  date: z.string({ error: "Pick a date" }),
  flex,
});

export const programCredentialsSchema = z.object({
  login: z.string().trim().min(1, "Enter your login"),
  login2: z.string().trim().optional(),
  password: z.string().min(1, "Enter your password"),
});

export const flightSearchFormSchema = z
  .object({
    programs: z.array(z.string(), { error: "Pick at least one program" }),
    // Issue 38: the first leg is from/to/date (+ flex) whatever the trip type, as a one-way search had it.
    trip: z.enum(TRIP_TYPES, { error: "Pick one way, round trip or multi-city" }).default("oneWay"),
    from: z.string({ error: AIRPORT }).trim().toUpperCase().max(60, "Give at most 6 airports"),
    to: z.string({ error: AIRPORT }).trim().toUpperCase().max(60, "Give at most 6 airports"),
    date: z.string({ error: "Pick a date" }),
    flex,
    returnDate: z.string({ error: "Pick a date" }).optional(),
    returnFlex: flex,
    nextLegs: z
      .array(legSchema)
      .max(MAX_LEGS - 1, `At most ${MAX_LEGS} legs`)
      .optional(),
    cabins: z.array(itineraryCabinSchema, { error: "Unknown cabin" }),
    adults: z.coerce.number({ error: "Enter a number" }),
    currency: z.enum(CURRENCIES, { error: "Pick a currency from the list" }),
    calendar: z.boolean().default(false),
    // Spec 1 Limits: 1–9. The form always sends 9 (a waiting user); other callers may not exceed the range.
    priority: z.number({ error: PRIORITY }).int(PRIORITY).min(1, PRIORITY).max(9, PRIORITY).default(9),
    credentials: z.record(z.string(), programCredentialsSchema).default({}),
  })
  .superRefine((v, ctx) => {
    for (const [key, message] of Object.entries(checkFlightForm(v, getAirport)))
      ctx.addIssue({ code: "custom", path: [key], message });
  });

export type FlightSearchForm = z.input<typeof flightSearchFormSchema>;
export type FlightSearchInput = z.infer<typeof flightSearchFormSchema>;
