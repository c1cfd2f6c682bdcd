// The hotel service behind the generic award-search machinery (lib/award-search/types.ts): how one
// program's request is built (spec 1 B2) and where results come from. This is the only place a
// hotel search differs from a flight search on the way out.
import "server-only";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { HOTEL_PART } from "@/lib/hotels/hotel-award-service-parts";
import { type StoredHotelParams, storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { getHotelResults, searchHotels } from "@/lib/services/hotels/client";
import type { HotelResult } from "@/lib/services/hotels/result-schema";

export const hotelAwardService: AwardServiceAdapter<StoredHotelParams, HotelResult> = {
  service: "hotels",
  paramsSchema: storedHotelParamsSchema,
  kind: "hotel-search",
  partsFor: () => [HOTEL_PART],
  // B2 has no queue `timeout` field: the service applies its own (timeoutSeconds is not sent).
  send({ params, providerCode, userData, callbackUrl, priority, account }) {
    return searchHotels({
      provider: providerCode,
      destination: params.destination,
      checkInDate: params.checkIn,
      checkOutDate: params.checkOut,
      numberOfRooms: params.rooms,
      numberOfAdults: params.adults,
      numberOfKids: params.kids,
      downloadPreview: params.downloadImages,
      priority,
      callbackUrl,
      userData,
      ...(account ? { loyaltyAccount: account } : {}),
    });
  },
  getResults: getHotelResults,
  callback: hotelsCallback,
};
