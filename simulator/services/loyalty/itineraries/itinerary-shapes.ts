// Itinerary shapes from spec 3 ("Shared itinerary shapes") plus the extra
// fields of the loyalty-retrieval variant (`cancelled`, hotel
// `cancellationNumber`, hotel `freeNights`, airportCode required).
import { zoneOffsetSeconds } from "../data/calendar";
import type { Place } from "../data/airports";

export interface AccountNumber { number: string; masked: boolean; description?: string }
export interface ConfirmationNumber { number: string; description?: string; isPrimary?: boolean }
export interface PhoneNumber { number: string; description?: string }

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
  timezone?: number; // offset from UTC in seconds at the itinerary's time
  timezoneId?: string;
}

export interface Person {
  name: string;
  full?: boolean;
  type?: string;
  accountNumbers?: AccountNumber[];
  ticketNumbers?: AccountNumber[];
  seats?: Array<{ seatNumber: string; segmentNumber: number; seatType: string }>;
}

export interface ProviderInfo { name: string; code: string; accountNumbers?: AccountNumber[]; earnedRewards?: string }

/** Fields every itinerary may carry (spec 3 "Common fields"). */
export interface ItineraryCommon {
  status?: string;
  cancelled?: boolean;
  reservationDate?: string;
  providerInfo?: ProviderInfo;
  confirmationNumbers?: ConfirmationNumber[];
  phoneNumbers?: PhoneNumber[];
  cancellationPolicy?: string;
  notes?: string;
  pricingInfo?: { total?: number; cost?: number; discount?: number; spentAwards?: string; currencyCode?: string; fees?: Array<{ name: string; charge: number }> };
}

export type Itinerary = ItineraryCommon & Record<string, unknown> & {
  type: "flight" | "hotelReservation" | "carRental" | "bus" | "train";
};

export function addressOf(place: Place, at: Date, text?: string): Address {
  const cityLine = [place.city, place.stateName, place.postalCode].filter(Boolean).join(", ");
  return {
    text: text ?? `${place.addressLine}, ${cityLine}, ${place.countryName}`,
    addressLine: place.addressLine,
    city: place.city,
    ...(place.stateName ? { stateName: place.stateName } : {}),
    countryName: place.countryName,
    countryCode: place.countryCode,
    postalCode: place.postalCode,
    lat: place.lat,
    lng: place.lng,
    timezone: zoneOffsetSeconds(place.timeZoneId, at),
    timezoneId: place.timeZoneId,
  };
}
