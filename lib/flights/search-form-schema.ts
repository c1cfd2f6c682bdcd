// The flight search form (and POST /api/flights/searches body). Shared by the browser (messages by
// the field before submitting) and the server (the authority). Everything here is checked before
// anything is sent to the service; catalog checks (unknown program, calendar support, consumer
// credentials) are in validate-search-programs.ts.
import { z } from "zod";
import { getAirport } from "@/lib/airports/find-airports";
import { itineraryCabinSchema } from "@/lib/services/flights/search-schema";

export const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "SGD", "AED", "JPY", "CHF", "HKD", "INR", "MXN", "SEK"] as const;

/** Today's date (YYYY-MM-DD) at the departure airport: a flight cannot leave in its own past. */
export function todayAt(iata: string, now = new Date()): string {
  const tz = getAirport(iata)?.tz ?? "UTC";
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const airportField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "Enter a 3-letter airport code, e.g. JFK")
  .refine((c) => Boolean(getAirport(c)), "We do not know this airport code");

const PRIORITY = "Priority must be a whole number from 1 to 9";

export const programCredentialsSchema = z.object({
  login: z.string().trim().min(1, "Enter your login"),
  login2: z.string().trim().optional(),
  password: z.string().min(1, "Enter your password"),
});

export const flightSearchFormSchema = z
  .object({
    programs: z.array(z.string().regex(/^[A-Za-z0-9]+$/, "Unknown program")).min(1, "Pick at least one program").max(12),
    from: airportField,
    to: airportField,
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date"),
    cabins: z.array(itineraryCabinSchema).min(1, "Pick at least one cabin"),
    adults: z.coerce.number({ error: "Enter a number" }).int("Whole adults only").min(1, "At least 1 adult").max(9, "At most 9 adults"),
    currency: z.enum(CURRENCIES, { error: "Pick a currency from the list" }),
    calendar: z.boolean().default(false),
    // Spec 1 Limits: 1–9. The form always sends 9 (a waiting user); other callers may not exceed the range.
    priority: z.number({ error: PRIORITY }).int(PRIORITY).min(1, PRIORITY).max(9, PRIORITY).default(9),
    credentials: z.record(z.string(), programCredentialsSchema).default({}),
  })
  .superRefine((v, ctx) => {
    if (v.from === v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "From and To must differ" });
    if (/^\d{4}-\d{2}-\d{2}$/.test(v.date) && getAirport(v.from) && v.date < todayAt(v.from)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "The date is in the past" });
    }
  });

export type FlightSearchForm = z.input<typeof flightSearchFormSchema>;
export type FlightSearchInput = z.infer<typeof flightSearchFormSchema>;

/** What a search stores and resends (no secrets): the form without credentials. */
export type FlightSearchParams = Omit<FlightSearchInput, "credentials" | "priority">;
