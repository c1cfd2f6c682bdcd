// The shared itinerary shapes of spec 3 ("Shared itinerary shapes"): returned by the email parsing
// service (parse results, mailbox results) and, with a few extra fields, by loyalty account
// retrieval (spec 2 A5 `itineraries`). One schema for both variants, so every source lands in the
// same normalized shape and the timeline reads one thing.
//
// Loose objects throughout: the services add fields over time and we keep what we do not model
// (the whole object is stored as Itinerary.data). Fields the spec marks Req are required only where
// the email variant and the loyalty variant both promise them; a cancelled loyalty reservation
// "may lack required data" (spec 3, loyalty variant), so `itinerarySchema` accepts a cancelled item
// with the required parts missing.
import { z } from "zod";

const text = z.string();
const int = z.number().int();

/** Number: account and ticket numbers, possibly masked. */
export const numberSchema = z.looseObject({
  number: text,
  masked: z.boolean().optional(),
  description: text.optional(),
});
export const phoneSchema = z.looseObject({ number: text, description: text.optional() });
export const confirmationSchema = z.looseObject({
  number: text,
  description: text.optional(),
  isPrimary: z.boolean().optional(),
});

export const providerInfoSchema = z.looseObject({
  name: text.optional(),
  code: text.optional(),
  accountNumbers: z.array(numberSchema).optional(),
  earnedRewards: text.optional(),
});

export const pricingInfoSchema = z.looseObject({
  total: z.number().optional(), // including taxes and fees
  cost: z.number().optional(), // before taxes
  discount: z.number().optional(),
  spentAwards: text.optional(), // e.g. "60,000 miles" — provider text
  currencyCode: text.optional(),
  fees: z.array(z.looseObject({ name: text, charge: z.number() })).optional(),
});

export const seatSchema = z.looseObject({
  seatNumber: text.optional(),
  segmentNumber: int.optional(),
  seatType: text.optional(),
});

/** Person: traveler, guest, driver. Per-person arrays apply to that person; otherwise the
 *  itinerary-level arrays apply to everyone (spec 3, Person). */
export const personSchema = z.looseObject({
  name: text,
  full: z.boolean().optional(),
  type: text.optional(),
  accountNumbers: z.array(numberSchema).optional(),
  ticketNumbers: z.array(numberSchema).optional(),
  seats: z.array(seatSchema).optional(),
});

/** Address: `text` as found; the rest validated by the service. `timezone` is a UTC offset
 *  (seconds in the samples), `timezoneId` an IANA zone; prefer the zone id (it knows DST). */
export const addressSchema = z.looseObject({
  text: text.optional(), // Req in spec 3, but loyalty results and cancelled items omit it
  addressLine: text.optional(),
  city: text.optional(),
  stateName: text.optional(),
  countryName: text.optional(),
  countryCode: text.optional(),
  postalCode: text.optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  timezone: z.number().optional(),
  timezoneId: text.optional(),
});

const airlineSchema = z.looseObject({ name: text.optional(), iata: text.optional(), icao: text.optional() });

const common = {
  travelAgency: z
    .looseObject({
      providerInfo: providerInfoSchema.optional(),
      confirmationNumbers: z.array(confirmationSchema).optional(),
      phoneNumbers: z.array(phoneSchema).optional(),
    })
    .optional(),
  pricingInfo: pricingInfoSchema.optional(),
  status: text.optional(), // e.g. confirmed, cancelled
  reservationDate: text.optional(),
  providerInfo: providerInfoSchema.optional(),
  cancellationPolicy: text.optional(),
  notes: text.optional(),
  phoneNumbers: z.array(phoneSchema).optional(),
  confirmationNumbers: z.array(confirmationSchema).optional(),
  // Loyalty-retrieval variant only (spec 3): cancelled reservations may lack required data.
  cancelled: z.boolean().optional(),
};

/** Departure/arrival of a flight segment. `airportCode` is Req in the loyalty variant only. */
export const flightPointSchema = z.looseObject({
  airportCode: text.optional(),
  terminal: text.optional(),
  name: text.optional(),
  localDateTime: text.optional(),
  address: addressSchema.optional(),
});

const carrierSchema = z.looseObject({
  airline: airlineSchema.optional(),
  flightNumber: text.optional(),
  confirmationNumber: text.optional(),
  phoneNumbers: z.array(phoneSchema).optional(),
  isCodeshare: z.boolean().optional(),
});

export const flightSegmentSchema = z.looseObject({
  departure: flightPointSchema,
  arrival: flightPointSchema,
  marketingCarrier: carrierSchema.optional(),
  operatingCarrier: carrierSchema.optional(),
  wetleaseCarrier: airlineSchema.optional(),
  seats: z.array(text).optional(),
  aircraft: z
    .looseObject({
      iataCode: text.optional(),
      name: text.optional(),
      turboProp: z.boolean().optional(),
      jet: z.boolean().optional(),
      wideBody: z.boolean().optional(),
      regional: z.boolean().optional(),
    })
    .optional(),
  traveledMiles: text.optional(),
  cabin: text.optional(),
  bookingCode: text.optional(),
  duration: text.optional(), // provider text, not machine-parsable (spec 3)
  status: text.optional(),
  meal: text.optional(),
  smoking: z.boolean().optional(),
  stops: int.optional(),
  flightDataMethodUsed: text.optional(),
});

export const flightSchema = z.looseObject({
  type: z.literal("flight"),
  ...common,
  travelers: z.array(personSchema).optional(),
  segments: z.array(flightSegmentSchema),
  issuingCarrier: z
    .looseObject({
      airline: airlineSchema.optional(),
      confirmationNumber: text.optional(),
      phoneNumbers: z.array(phoneSchema).optional(),
      ticketNumbers: z.array(numberSchema).optional(),
    })
    .optional(),
});

export const hotelSchema = z.looseObject({
  type: z.literal("hotelReservation"),
  ...common,
  hotelName: text.optional(),
  chainName: text.optional(),
  address: addressSchema.optional(),
  checkInDate: text.optional(),
  checkOutDate: text.optional(),
  phone: text.optional(),
  fax: text.optional(),
  guests: z.array(personSchema).optional(),
  guestCount: int.optional(),
  kidsCount: int.optional(),
  roomsCount: int.optional(),
  cancellationDeadline: text.optional(),
  isNonRefundable: z.boolean().optional(),
  rooms: z
    .array(
      z.looseObject({
        type: text.optional(),
        description: text.optional(),
        rate: text.optional(),
        rateType: text.optional(),
      }),
    )
    .optional(),
  // Loyalty-retrieval variant only.
  cancellationNumber: text.optional(),
  freeNights: int.optional(),
});

const carPointSchema = z.looseObject({
  address: addressSchema.optional(),
  localDateTime: text.optional(),
  openingHours: text.optional(),
  phone: text.optional(),
  fax: text.optional(),
});

export const carRentalSchema = z.looseObject({
  type: z.literal("carRental"),
  ...common,
  pickup: carPointSchema.optional(),
  dropoff: carPointSchema.optional(),
  car: z.looseObject({ type: text.optional(), model: text.optional(), imageUrl: text.optional() }).optional(),
  discounts: z.array(z.looseObject({ name: text, code: text })).optional(),
  driver: personSchema.optional(),
  pricedEquipment: z.array(z.unknown()).optional(),
  rentalCompany: text.optional(),
});

export const stationPointSchema = z.looseObject({
  stationCode: text.optional(), // unvalidated
  name: text.optional(),
  localDateTime: text.optional(),
  address: addressSchema.optional(),
});

const groundSegmentFields = {
  scheduleNumber: text.optional(),
  departure: stationPointSchema,
  arrival: stationPointSchema,
  seats: z.array(text).optional(),
  traveledMiles: text.optional(),
  cabin: text.optional(),
  bookingCode: text.optional(),
  duration: text.optional(),
  meal: text.optional(),
  smoking: z.boolean().optional(),
  stops: int.optional(),
};

export const busSegmentSchema = z.looseObject({
  ...groundSegmentFields,
  busInfo: z.looseObject({ type: text.optional(), model: text.optional() }).optional(),
});
/** The full train field table is "not shown" (spec 3): the fields seen, loose for the rest. */
export const trainSegmentSchema = z.looseObject({
  ...groundSegmentFields,
  serviceName: text.optional(),
  trainInfo: z.looseObject({ type: text.optional(), model: text.optional() }).optional(),
  car: text.optional(),
});

export const busSchema = z.looseObject({
  type: z.literal("bus"),
  ...common,
  travelers: z.array(personSchema).optional(),
  segments: z.array(busSegmentSchema),
  ticketNumbers: z.array(numberSchema).optional(),
});

export const trainSchema = z.looseObject({
  type: z.literal("train"),
  ...common,
  travelers: z.array(personSchema).optional(),
  segments: z.array(trainSegmentSchema),
  ticketNumbers: z.array(numberSchema).optional(),
});

export const itinerarySchema = z.discriminatedUnion("type", [
  flightSchema,
  hotelSchema,
  carRentalSchema,
  busSchema,
  trainSchema,
]);

export type Itinerary = z.infer<typeof itinerarySchema>;
export type FlightItinerary = z.infer<typeof flightSchema>;
export type HotelItinerary = z.infer<typeof hotelSchema>;

/** Parse one itinerary from any source; unknown types and broken items give null (the caller
 *  reports them), so one bad reservation never drops its siblings. */
export function parseItinerary(value: unknown): Itinerary | null {
  const r = itinerarySchema.safeParse(value);
  return r.success ? r.data : null;
}
