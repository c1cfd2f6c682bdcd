// Spec 1 B (hotel award search) as the simulator sends it, written from the spec text
// (docs/services/hotels.md), not from the app's zod schemas: the contract test
// (simulator/contracts/app-schemas.test.ts) checks the two against each other.
import type { InputDescriptor } from "./flights";

export type { InputDescriptor };

/** B1 provider item. */
export interface HotelProviderItem {
  code: string;
  displayName: string;
  shortName: string;
  loginRequired: boolean;
  login: InputDescriptor;
  login2?: InputDescriptor;
  password: InputDescriptor;
}

export interface HotelProviderList {
  apiVersion: number;
  providers: HotelProviderItem[];
}

export interface Rate {
  name?: string;
  description?: string;
  pointsPerNight: number;
  cashPerNight?: number;
  originalCurrency?: string;
  conversionRate?: number;
}
export interface Room {
  type?: string;
  name: string;
  description?: string;
  rates: Rate[];
}

export interface HotelAddress {
  text: string;
  addressLine?: string;
  city?: string;
  stateName?: string;
  countryName?: string;
  postalCode?: string;
  lat?: number;
  lng?: number;
}

/** Hotel. `pointsPerNight` is Req in the table, but the spec's example prices only the rates and
 *  "clients must tolerate both": the simulator's programs do each, so it is optional here. */
export interface Hotel {
  name: string;
  checkInDate: string;
  checkOutDate?: string;
  rooms: Room[];
  hotelDescription?: string;
  numberOfNights: number;
  pointsPerNight?: number;
  fullCashPricePerNight: number;
  /** Empty when the request currency is USD. */
  originalCurrency?: string;
  conversionRate?: number;
  distance?: number;
  rating?: number;
  awardCategory?: number;
  numberOfReviews?: number;
  phone?: string;
  hotelURL?: string;
  preview?: string;
  address: HotelAddress;
  roomType?: string;
}

/** B3: GET /v1/getResults/{requestId} and the callback body. `state` is a string (the example shows
 *  `success`); `message` is the docs' addition for failures. */
export interface HotelSearchResult {
  requestId: string;
  userData: string;
  state: string;
  requestDate: string;
  hotels: Hotel[];
  message?: string;
  question?: string;
  browserState?: string;
}
