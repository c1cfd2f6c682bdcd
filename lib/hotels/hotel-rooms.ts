// The rooms-and-rates shape stored with each hotel (lib/hotels/stored-results.ts) and sent to the
// page; the schema is part of how a stored hotel is read back. Client components import the types.
import { z } from "zod";

export const rateViewSchema = z.object({
  name: z.string(),
  descriptionHtml: z.string().nullable(), // sanitized (lib/sanitize/sanitize-markup.ts)
  pointsPerNight: z.number(),
  cashPerNightMinor: z.number().int().nullable(), // co-pay on top of the points, in cents of the hotel's currency (USD)
  originalCurrency: z.string().nullable(), // null: the hotel's (HotelView.originalCurrency)
  conversionRate: z.number().nullable(), // null: the hotel's
  valueCents: z.number().nullable(), // lib/hotels/value-per-point.ts
});

export const roomViewSchema = z.object({
  name: z.string(),
  type: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
  rates: z.array(rateViewSchema),
});
export const roomsSchema = z.array(roomViewSchema);

export type RateView = z.infer<typeof rateViewSchema>;
export type RoomView = z.infer<typeof roomViewSchema>;
