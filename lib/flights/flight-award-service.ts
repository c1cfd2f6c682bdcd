// The flight service behind the generic award-search machinery (lib/award-search/types.ts): how one
// program's request is built (spec 1 A2) and where results come from. This is the only place a
// flight search differs from a hotel search on the way out.
import "server-only";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { type StoredFlightParams, storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { getFlightResults, searchFlights } from "@/lib/services/flights/client";
import type { FlightResult } from "@/lib/services/flights/result-schema";

const wantsCalendar = (params: StoredFlightParams, code: string) =>
  params.calendar && params.calendarPrograms.includes(code);

export const flightAwardService: AwardServiceAdapter<StoredFlightParams, FlightResult> = {
  service: "flights",
  paramsSchema: storedFlightParamsSchema,
  kind: "flight-search",
  partsFor: (params, code) => ["singleDate", ...(wantsCalendar(params, code) ? ["calendar"] : [])],
  send({ params, providerCode, userData, callbackUrl, priority, timeoutSeconds, account }) {
    const calendar = wantsCalendar(params, providerCode);
    return searchFlights({
      provider: providerCode,
      departure: { airportCode: params.from, date: params.date },
      arrival: params.to,
      standardItineraryCOS: params.cabins,
      passengers: { adults: params.adults },
      currency: params.currency,
      responseTypes: calendar ? ["singleDate", "calendar"] : ["singleDate"],
      priority,
      callbackUrl,
      // Same receiver; the calendar body is told apart by its content (lib/flights/flight-parts.ts).
      ...(calendar ? { priceCalendar: { callbackUrl } } : {}),
      timeout: timeoutSeconds,
      userData,
      ...(account ? { loyaltyAccount: account } : {}),
    });
  },
  getResults: getFlightResults,
  callback: flightsCallback,
};
