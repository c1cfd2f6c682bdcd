// Hotel search request (spec 1 B2) as the app sends it, and the {requestId} answer.
import { z } from "zod";
import { loyaltyAccountInputSchema } from "@/lib/services/flights/search-schema";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

/**
 * Spec 1 B2: numberOfRooms is an integer, "the example sends it as a string". Accept both and
 * normalize to the integer, which is what we send.
 */
export const numberOfRoomsSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, "must be a whole number").transform(Number)])
  .pipe(z.number().int().min(1).max(2)); // spec 1 Limits: maximum 2

export const hotelSearchRequestSchema = z.object({
  provider: z.string().regex(/^[A-Za-z0-9]+$/),
  destination: z.string().trim().min(1).max(200),
  checkInDate: isoDate,
  checkOutDate: isoDate.optional(),
  numberOfRooms: numberOfRoomsSchema,
  numberOfAdults: z.number().int().min(1).max(4), // per room (spec 1 Limits)
  numberOfKids: z.number().int().min(0).max(4), // per room (spec 1 Limits)
  downloadPreview: z.boolean().optional(),
  priority: z.number().int().min(1).max(9),
  callbackUrl: z.url().optional(),
  userData: z.string().optional(),
  loyaltyAccount: loyaltyAccountInputSchema.optional(), // same shape as A2
});

export type HotelSearchRequest = z.input<typeof hotelSearchRequestSchema>;
