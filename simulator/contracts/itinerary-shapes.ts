// Spec 3 "Shared itinerary shapes", written from the spec text for the simulator's own use (the
// email parser builds them; loyalty retrieval returns the same shapes, spec 2 A5). Deliberately
// NOT derived from the app's zod schemas (lib/itineraries): the simulator stands in for the remote
// service, so a mistake on the app's side must not be copied here — the contract test
// (simulator/contracts/app-schemas.contract.test.ts) checks each side against the other.
//
// Req fields of the spec are required here. Exceptions, each a spec rule:
// - a cancelled reservation "may lack required data" (spec 3, loyalty variant), so a draft built
//   from a cancellation is an `ItineraryDraft` until parse-email decides what to send;
// - Address `text` is Req and always set by the simulator.

/** Number: account and ticket numbers. `masked` is Req. */
export interface AccountNumber {
  number: string;
  masked: boolean;
  description?: string;
}
export interface PhoneNumber {
  number: string;
  description?: string;
}
export interface ConfirmationNumber {
  number: string;
  description?: string;
  isPrimary?: boolean;
}

export interface ProviderInfo {
  name?: string;
  code?: string;
  accountNumbers?: AccountNumber[];
  earnedRewards?: string;
}

export interface PricingInfo {
  total?: number; // including taxes and fees
  cost?: number; // before taxes
  discount?: number;
  spentAwards?: string;
  currencyCode?: string;
  fees?: Array<{ name: string; charge: number }>;
}

/** NumberedSeat: `segmentNumber` is zero-based. */
export interface NumberedSeat {
  seatNumber?: string;
  segmentNumber?: number;
  seatType?: string;
}

/** Person: traveler, guest, driver. */
export interface Person {
  name: string;
  full?: boolean;
  type?: string;
  accountNumbers?: AccountNumber[];
  ticketNumbers?: AccountNumber[];
  seats?: NumberedSeat[];
}

/** Address: `text` as found (Req); the rest validated. `timezone` an integer UTC offset (seconds
 *  in the samples), `timezoneId` an IANA zone; `countryCode` two letters. */
export interface Address {
  text: string;
  addressLine?: string;
  city?: string;
  stateName?: string;
  countryName?: string;
  countryCode?: string;
  postalCode?: string;
  lat?: number;
  lng?: number;
  timezone?: number;
  timezoneId?: string;
}

/** Common fields (all Opt), plus the loyalty-retrieval variant's `cancelled`. */
export interface ItineraryCommon {
  travelAgency?: {
    providerInfo?: ProviderInfo;
    confirmationNumbers?: ConfirmationNumber[];
    phoneNumbers?: PhoneNumber[];
  };
  pricingInfo?: PricingInfo;
  status?: string;
  reservationDate?: string;
  providerInfo?: ProviderInfo;
  cancellationPolicy?: string;
  notes?: string;
  phoneNumbers?: PhoneNumber[];
  confirmationNumbers?: ConfirmationNumber[];
  cancelled?: boolean;
}

/** Airline: `name` Req, `iata` and `icao` Opt. */
export interface Airline {
  name: string;
  iata?: string;
  icao?: string;
}

/** Departure or arrival of a flight segment. `airportCode` is a validated IATA code (Req only in
 *  the loyalty variant); `name`, `localDateTime` and `address` are Req. */
export interface FlightPoint {
  airportCode?: string;
  terminal?: string;
  name: string;
  localDateTime: string;
  address: Address;
}

export interface FlightSegment {
  departure: FlightPoint;
  arrival: FlightPoint;
  marketingCarrier: {
    airline: Airline;
    flightNumber: string;
    confirmationNumber?: string;
    phoneNumbers?: PhoneNumber[];
    isCodeshare?: boolean;
  };
  /** Only when it differs from the ticketed airline. */
  operatingCarrier?: {
    airline?: Airline;
    flightNumber?: string;
    confirmationNumber?: string;
    phoneNumbers?: PhoneNumber[];
  };
  wetleaseCarrier?: Airline;
  seats?: string[];
  aircraft?: {
    iataCode?: string;
    name: string;
    turboProp?: boolean;
    jet?: boolean;
    wideBody?: boolean;
    regional?: boolean;
  };
  traveledMiles?: string;
  cabin?: string;
  bookingCode?: string;
  /** Provider text, not machine-parsable. */
  duration?: string;
  status?: string;
  meal?: string;
  smoking?: boolean;
  stops?: number;
  flightDataMethodUsed?: string;
}

export interface FlightItinerary extends ItineraryCommon {
  type: "flight";
  travelers?: Person[];
  segments: FlightSegment[];
  issuingCarrier?: {
    airline?: Airline;
    confirmationNumber?: string;
    phoneNumbers?: PhoneNumber[];
    ticketNumbers?: AccountNumber[];
  };
}

export interface HotelRoom {
  type?: string;
  description?: string;
  rate?: string;
  rateType?: string;
}

export interface HotelItinerary extends ItineraryCommon {
  type: "hotelReservation";
  hotelName: string;
  chainName?: string;
  address: Address;
  checkInDate: string;
  checkOutDate: string;
  phone?: string;
  fax?: string;
  guests?: Person[];
  guestCount?: number;
  kidsCount?: number;
  roomsCount?: number;
  cancellationDeadline?: string;
  isNonRefundable?: boolean;
  rooms?: HotelRoom[];
  /** Loyalty-retrieval variant only. */
  cancellationNumber?: string;
  freeNights?: number;
}

export interface CarPoint {
  address: Address;
  localDateTime: string;
  openingHours?: string;
  phone?: string;
  fax?: string;
}

export interface CarRentalItinerary extends ItineraryCommon {
  type: "carRental";
  pickup: CarPoint;
  dropoff: CarPoint;
  car?: { type?: string; model?: string; imageUrl?: string };
  discounts?: Array<{ name: string; code: string }>;
  driver?: Person;
  pricedEquipment?: unknown[];
  rentalCompany?: string;
}

/** Bus and train stop: `stationCode` unvalidated. */
export interface StationPoint {
  stationCode?: string;
  name: string;
  localDateTime: string;
  address: Address;
}

interface GroundSegmentFields {
  scheduleNumber?: string;
  departure: StationPoint;
  arrival: StationPoint;
  seats?: string[];
  traveledMiles?: string;
  cabin?: string;
  bookingCode?: string;
  duration?: string;
  meal?: string;
  smoking?: boolean;
  stops?: number;
}

export interface BusSegment extends GroundSegmentFields {
  busInfo?: { type?: string; model?: string };
}
/** The full train field table is "not shown"; these are the fields the spec saw. */
export interface TrainSegment extends GroundSegmentFields {
  serviceName?: string;
  trainInfo?: { type?: string; model?: string };
  car?: string;
}

export interface BusItinerary extends ItineraryCommon {
  type: "bus";
  travelers?: Person[];
  segments: BusSegment[];
  ticketNumbers?: AccountNumber[];
}
export interface TrainItinerary extends ItineraryCommon {
  type: "train";
  travelers?: Person[];
  segments: TrainSegment[];
  ticketNumbers?: AccountNumber[];
}

export type Itinerary = FlightItinerary | HotelItinerary | CarRentalItinerary | BusItinerary | TrainItinerary;
export type ItineraryType = Itinerary["type"];

type Loosen<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** What a mapper builds before it knows whether the item is complete: the Req parts that can be
 *  missing from an email are optional here, and listed in `missingFields` when absent. Only a
 *  draft with no missing field (or a cancelled one) is sent as an `Itinerary`. */
export type HotelDraft = Loosen<HotelItinerary, "hotelName" | "address" | "checkInDate" | "checkOutDate">;
export type CarRentalDraft = Loosen<CarRentalItinerary, "pickup" | "dropoff">;
export type ItineraryDraft = FlightItinerary | HotelDraft | CarRentalDraft | BusItinerary | TrainItinerary;

/** The loyalty-retrieval variant (spec 2 A5 `itineraries`): the shapes above with the variant's extra
 *  fields, where a cancelled reservation "may lack required data". Typed by its common part only —
 *  the loyalty trip builders fill the rest per type; the contract test reads every one of them
 *  through the app's itinerary schema, unknown keys included. */
export type LoyaltyItinerary = ItineraryCommon & { type: ItineraryType } & Record<string, unknown>;
