// A hotel program's stored results (the "hotels" AwardResult document, lib/award-search/award-results.ts):
// StoredHotel items in the service's order — a normalized hotel (lib/hotels/normalize-hotel.ts) without
// its image, which is a HotelPreview row of its own (prisma/schema/hotels.prisma).
import { z } from "zod";
import { roomsSchema } from "@/lib/hotels/hotel-rooms";

const text = z.string().nullable();
const number = z.number().nullable();
const int = z.number().int().nullable();

export const storedHotelSchema = z.object({
  providerCode: z.string(),
  position: z.number().int().nonnegative(),
  name: z.string(),
  rating: number,
  reviews: int,
  distance: number,
  awardCategory: int,
  address: z.string(),
  /** "Kyoto, Japan" / "Boise, Idaho": city and country (state in the US) from the address, when given. */
  place: text,
  lat: number,
  lng: number,
  phone: text,
  url: text,
  hasPreview: z.boolean(),
  descriptionHtml: text,
  nights: z.number().int(),
  checkIn: z.string(),
  checkOut: text,
  pointsPerNight: z.number().int(),
  /** Money: integers of `currency`'s minor unit (lib/money/minor-units.ts); B3 prices are USD. */
  currency: z.string(),
  cashPerNightMinor: int,
  bestValueCents: number,
  originalCurrency: text,
  conversionRate: number,
  cheapestRoom: z.string(),
  cheapestRate: text,
  cheapestCopayMinor: int,
  rooms: roomsSchema,
});
export type StoredHotel = z.infer<typeof storedHotelSchema>;
export const storedHotelsSchema = z.array(storedHotelSchema);
