// Flight search request (spec 1 A2) as the app sends it, and the {requestId} answer.
import { z } from "zod";

export const itineraryCabinSchema = z.enum(["firstClass", "business", "premiumEconomy", "economy"]);
const iata = z.string().regex(/^[A-Z]{3}$/, "must be a 3-letter airport code");

export const loyaltyAccountInputSchema = z.object({
  login: z.string().min(1),
  login2: z.string().optional(),
  password: z.string().min(1),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
  browserState: z.string().optional(),
});

export const flightSearchRequestSchema = z.object({
  provider: z.string().regex(/^[A-Za-z0-9]+$/),
  departure: z.object({ airportCode: iata, date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  arrival: iata,
  // We always send an array (spec 1 A2 type); the bare-string form is only accepted on input.
  standardItineraryCOS: z.array(itineraryCabinSchema).min(1),
  passengers: z.object({ adults: z.number().int().min(1).max(9) }),
  currency: z.string().regex(/^[A-Z]{3}$/),
  responseTypes: z
    .array(z.enum(["singleDate", "calendar"]))
    .min(1)
    .optional(),
  priority: z.number().int().min(1).max(9), // spec 1 Limits
  callbackUrl: z.url().optional(),
  priceCalendar: z.object({ callbackUrl: z.url().optional() }).optional(),
  timeout: z.number().int().min(1).optional(),
  userData: z.string().optional(),
  loyaltyAccount: loyaltyAccountInputSchema.optional(),
});

export const searchAnswerSchema = z.object({ requestId: z.string().min(1) });

export type FlightSearchRequest = z.infer<typeof flightSearchRequestSchema>;
