// Validation of POST /v1/search bodies (spec 1 A2). Malformed bodies and bodies
// breaking the spec's rules get a 400 with a message naming the field.
import { z } from "zod";
import { getAirport, type Airport } from "../../../lib/airports/find-airports";
import type { Cabin } from "./carriers";
import { isKnownCurrency } from "./currency";
import { getProgram, type Program } from "./programs";

const cabin = z.enum(["firstClass", "business", "premiumEconomy", "economy"]);
const airportCode = z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter airport code");
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD")
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, "is not a valid date");
const httpUrl = z.url({ protocol: /^https?$/ });

export const searchBodySchema = z.object({
  provider: z.string().min(1),
  departure: z.object({ airportCode, date: isoDate }),
  arrival: airportCode,
  // Spec 1 A2: an array; the example sends a bare string. Accept both.
  standardItineraryCOS: z.union([cabin, z.array(cabin).min(1)]),
  // Spec 1 Limits: only adults can be searched.
  passengers: z.strictObject(
    { adults: z.number().int().min(1).max(9).optional() },
    { error: (iss) => (iss.code === "unrecognized_keys" ? "only adults are supported" : undefined) },
  ),
  currency: z.string().regex(/^[A-Za-z]{3}$/, "must be a 3-letter currency code"),
  responseTypes: z
    .array(z.enum(["singleDate", "calendar"]))
    .min(1)
    .optional(),
  priority: z.number().int().min(1).max(9),
  callbackUrl: httpUrl.optional(),
  priceCalendar: z.object({ callbackUrl: httpUrl.optional() }).optional(),
  timeout: z.number().int().min(0).optional(),
  userData: z.string().optional(),
  loyaltyAccount: z
    .object({
      login: z.string(),
      login2: z.string().optional(),
      password: z.string(),
      answers: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
      browserState: z.string().optional(),
    })
    .optional(),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

export interface SearchRequest {
  body: SearchBody;
  program: Program;
  origin: Airport;
  dest: Airport;
  cabins: Cabin[];
  currency: string;
  adults: number;
  wantsSingleDate: boolean;
  wantsCalendar: boolean;
}

export type ParseResult = { ok: true; request: SearchRequest } | { ok: false; error: string };

export function parseSearchRequest(raw: unknown): ParseResult {
  const parsed = searchBodySchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? first.path.join(".") : "body";
    return { ok: false, error: `Invalid search request: ${where} ${first?.message ?? "is invalid"}` };
  }
  const body = parsed.data;
  const program = getProgram(body.provider);
  if (!program) return { ok: false, error: `Unknown provider "${body.provider}"` };
  const origin = getAirport(body.departure.airportCode);
  if (!origin)
    return {
      ok: false,
      error: `Unknown airport code "${body.departure.airportCode}" in departure.airportCode`,
    };
  const dest = getAirport(body.arrival);
  if (!dest) return { ok: false, error: `Unknown airport code "${body.arrival}" in arrival` };
  if (origin.iata === dest.iata) return { ok: false, error: "departure and arrival must differ" };
  const currency = body.currency.toUpperCase();
  if (!isKnownCurrency(currency)) return { ok: false, error: `Unsupported currency "${body.currency}"` };
  const types = body.responseTypes ?? ["singleDate"];
  const wantsCalendar = types.includes("calendar");
  if (wantsCalendar && !program.provider.priceCalendar) {
    // Spec 1 A2 / Limits: calendar only for providers that expose priceCalendar.
    return { ok: false, error: `Provider "${body.provider}" does not support price calendars` };
  }
  return {
    ok: true,
    request: {
      body,
      program,
      origin,
      dest,
      cabins:
        typeof body.standardItineraryCOS === "string"
          ? [body.standardItineraryCOS]
          : body.standardItineraryCOS,
      currency,
      adults: body.passengers.adults ?? 1,
      wantsSingleDate: types.includes("singleDate"),
      wantsCalendar,
    },
  };
}
