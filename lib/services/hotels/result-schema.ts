// Hotel search result (spec 1 B3): the getResults response and the callback body. Accepts what
// the spec tells clients they will meet and normalizes to one shape:
// - `pointsPerNight` on the hotel or only on its rates ("clients must tolerate both"): every rate
//   ends up with its points (its own, else the hotel's) and the hotel with its cheapest;
// - `state` as a string, kept as sent (mapping in lib/service-requests/service-states.ts);
// - `originalCurrency: ""` means "no conversion" (B3: "Empty when the request currency is USD");
// - `numberOfNights` absent → counted from the dates (1 when there is no check-out);
// - every Opt field may be absent; unknown fields are ignored (loose objects).
import { z } from "zod";
import { INT32_MAX, int32 } from "@/lib/validation/int32";
import { usdPrice } from "@/lib/validation/storable-amounts";

const currencyCode = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim().toUpperCase() : undefined));
const optionalText = z.string().optional();

const rateSchema = z.looseObject({
  name: optionalText,
  description: optionalText,
  pointsPerNight: z.number().nonnegative().max(INT32_MAX).optional(), // stored rounded in an integer column
  cashPerNight: usdPrice().optional(), // USD, paid on top of the points
  originalCurrency: currencyCode,
  conversionRate: z.number().positive().optional(),
});

const roomSchema = z.looseObject({
  type: optionalText,
  name: optionalText, // Req in B3; a nameless room still shows, by its type
  description: optionalText,
  rates: z.array(rateSchema),
});

const addressSchema = z.looseObject({
  text: z.string(),
  addressLine: optionalText,
  city: optionalText,
  stateName: optionalText,
  countryName: optionalText,
  postalCode: optionalText,
  lat: z.number().optional(),
  lng: z.number().optional(),
});

const DAY = 86_400_000;
function nightsBetween(checkIn: string, checkOut: string | undefined): number {
  if (!checkOut) return 1;
  const n = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / DAY);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export const hotelSchema = z
  .looseObject({
    name: z.string().min(1),
    checkInDate: z.string(),
    checkOutDate: optionalText,
    rooms: z.array(roomSchema),
    hotelDescription: optionalText,
    numberOfNights: int32().positive().optional(),
    pointsPerNight: z.number().nonnegative().max(INT32_MAX).optional(), // stored rounded in an integer column
    fullCashPricePerNight: usdPrice().optional(),
    originalCurrency: currencyCode,
    conversionRate: z.number().positive().optional(),
    distance: z.number().nonnegative().optional(),
    rating: z.number().min(0).max(5).optional(),
    awardCategory: int32().optional(),
    numberOfReviews: int32().nonnegative().optional(),
    phone: optionalText,
    hotelURL: optionalText,
    preview: optionalText,
    address: addressSchema,
    roomType: optionalText,
  })
  .refine(
    (h) =>
      h.pointsPerNight !== undefined ||
      h.rooms.every((r) => r.rates.every((rate) => rate.pointsPerNight !== undefined)),
    {
      message: "pointsPerNight must be on the hotel or on every rate",
    },
  )
  .transform((h) => {
    const rooms = h.rooms.map((r) => ({
      type: r.type,
      name: r.name ?? r.type ?? "Room",
      description: r.description,
      rates: r.rates.map((rate) => ({ ...rate, pointsPerNight: (rate.pointsPerNight ?? h.pointsPerNight)! })),
    }));
    const ratePoints = rooms.flatMap((r) => r.rates.map((rate) => rate.pointsPerNight));
    return {
      ...h,
      rooms,
      numberOfNights: h.numberOfNights ?? nightsBetween(h.checkInDate, h.checkOutDate),
      pointsPerNight: h.pointsPerNight ?? (ratePoints.length ? Math.min(...ratePoints) : undefined),
    };
  });

export const hotelResultSchema = z.looseObject({
  requestId: z.string().min(1),
  userData: z.string().optional().default(""),
  state: z.string().min(1),
  message: z.string().optional().default(""),
  requestDate: z.string().optional(),
  hotels: z.array(hotelSchema).optional().default([]),
  question: z.string().optional(),
  browserState: z.string().optional(),
});

export type HotelResult = z.infer<typeof hotelResultSchema>;
export type HotelInput = z.infer<typeof hotelSchema>;
