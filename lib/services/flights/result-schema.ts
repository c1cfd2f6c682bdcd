// Flight search result (spec 1 A3): the getResults response and both callback bodies (main and
// the separate price-calendar one). Accepts every variant the spec tells clients to accept and
// normalizes to one shape, so nothing downstream sees the quirks:
// - segment `airline` or `airlineCode` (spec 1 A3 Segment: "clients must accept either") → `airline`
// - `standardItineraryCOS` as a bare string or an array (spec 1 A2; some providers echo it on
//   routes) → always an array
// - every Opt field may be absent; unknown fields are ignored (loose objects).
import { z } from "zod";
import { fitsMinorUnits } from "@/lib/validation/storable-amounts";
import { int32 } from "@/lib/validation/int32";
import { cabinSchema } from "@/lib/services/flights/provider-schema";

const itineraryCabins = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/** 2027-01-20T08:50:00-08:00 (seconds and fractions optional; Z or ±hh:mm). */
const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const progressPart = z.looseObject({ state: z.number().int(), message: z.string().optional().default("") });

export const cashCostSchema = z
  .looseObject({
    currency: z.string().length(3),
    originalCurrency: z
      .string()
      .length(3)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    conversionRate: z.number().positive().optional(),
    taxes: z.number(),
    fees: z.number().optional(),
  })
  .refine((c) => fitsMinorUnits(c.taxes, c.currency) && fitsMinorUnits(c.fees, c.currency), {
    message: "Amount too large to store",
  });

const endpointSchema = z.looseObject({
  // A date-time with its timezone offset (spec 1: Req), kept as text to keep the local time. Anything
  // else is refused here: the route's duration and instants are computed from it, and a value no clock
  // can read made the normalization fail after the 200 (found by lib/callbacks/fuzz-normalizers.test.ts).
  dateTime: z
    .string()
    .regex(OFFSET_DATE_TIME)
    .refine((v) => Number.isFinite(Date.parse(v)), { message: "Not a date-time" }),
  airport: z.string().length(3),
  terminal: z.string().optional(),
});

const times = z.looseObject({ flight: z.string().optional(), layover: z.string().optional() });

export const segmentSchema = z
  .looseObject({
    departure: endpointSchema,
    arrival: endpointSchema,
    standardCOS: cabinSchema.catch("unknown"),
    brandedCOS: z.string().optional(),
    fareClass: z.string().optional(),
    flightNumbers: z.array(z.string()).min(1),
    airline: z.string().optional(),
    airlineCode: z.string().optional(),
    aircraft: z.string().optional(),
    times: times.optional(),
    numberOfStops: int32().optional(),
    meal: z.string().optional(),
  })
  .refine((s) => Boolean(s.airline ?? s.airlineCode), { message: "segment needs airline or airlineCode" })
  .transform((s) => ({
    departure: {
      dateTime: s.departure.dateTime,
      airport: s.departure.airport,
      terminal: s.departure.terminal,
    },
    arrival: { dateTime: s.arrival.dateTime, airport: s.arrival.airport, terminal: s.arrival.terminal },
    cabin: s.standardCOS,
    brandedCabin: s.brandedCOS,
    fareClass: s.fareClass,
    flightNumbers: s.flightNumbers,
    airline: (s.airline ?? s.airlineCode)!,
    aircraft: s.aircraft,
    flightTime: s.times?.flight,
    layover: s.times?.layover,
    stops: s.numberOfStops ?? 0,
    meal: s.meal,
  }));

export const routeSchema = z.looseObject({
  numberOfStops: int32().optional(),
  tickets: int32().optional(),
  times: times.optional(),
  mileCost: z.looseObject({ program: z.string().optional(), miles: int32() }),
  cashCost: cashCostSchema,
  segments: z.array(segmentSchema).min(1),
  awardTypes: z.string().optional(),
  standardItineraryCOS: itineraryCabins.optional(),
});

export const calendarEntrySchema = z
  .looseObject({
    miles: int32(),
    cashCost: cashCostSchema,
    standardItineraryCOS: itineraryCabins,
    brandedItineraryCOS: z.string().optional(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .transform((e) => ({ ...e, cabin: cabinSchema.catch("unknown").parse(e.standardItineraryCOS[0]) }));

export const flightResultSchema = z.looseObject({
  requestId: z.string().min(1),
  userData: z.string().optional().default(""),
  state: z.number().int().min(0).max(11),
  message: z.string().optional().default(""),
  requestDate: z.string().optional(),
  routes: z.array(routeSchema).optional(),
  calendar: z.array(calendarEntrySchema).optional(),
  progress: z
    .looseObject({ singleDate: progressPart.optional(), calendar: progressPart.optional() })
    .optional()
    .default({}),
  question: z.string().optional(),
  browserState: z.string().optional(),
});

export type FlightResult = z.infer<typeof flightResultSchema>;
export type FlightRouteInput = z.infer<typeof routeSchema>;
