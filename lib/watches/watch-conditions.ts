// What a watch looks for (issue 37). Flights: a cap per person, cabins, nonstop only, at least N seats
// and the programs. Hotels: a cap of points per night and the programs. Both: a date window of up to
// 30 days (the departure, or the check-in). Shared by the forms (client) and the routes (server).
import { z } from "zod";
import { MAX_WINDOW_DAYS, WATCH_CABINS } from "@/lib/watches/watch-limits";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-03-14");
const programs = z.array(z.string().min(1).max(40)).min(1, "Pick at least one program");

export const watchConditionsSchema = z.object({
  maxMiles: z.number().int().min(1, "Give a positive number of miles").max(10_000_000).nullable(),
  cabins: z.array(z.enum(WATCH_CABINS)).min(1, "Pick at least one cabin"),
  nonstop: z.boolean(),
  seats: z.number().int().min(1).max(9),
  programs,
});
export type WatchConditions = z.infer<typeof watchConditionsSchema>;

export const hotelWatchConditionsSchema = z.object({
  maxPoints: z.number().int().min(1, "Give a positive number of points").max(10_000_000).nullable(),
  programs,
});
export type HotelWatchConditions = z.infer<typeof hotelWatchConditionsSchema>;

const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const windowRules = <T extends z.ZodType<{ dateFrom: string; dateTo: string }>>(schema: T) =>
  schema
    .refine((v) => spanDays(v.dateFrom, v.dateTo) >= 0, {
      message: "The window ends before it starts",
      path: ["dateTo"],
    })
    .refine((v) => spanDays(v.dateFrom, v.dateTo) <= MAX_WINDOW_DAYS, {
      message: `A window is at most ${MAX_WINDOW_DAYS} days`,
      path: ["dateTo"],
    });

/** Create or edit a flight watch: the conditions and the window (the window's end may equal its start). */
export const watchInputSchema = windowRules(watchConditionsSchema.extend({ dateFrom: day, dateTo: day }));
export type WatchInput = z.infer<typeof watchInputSchema>;

/** Create or edit a hotel watch (`kind` tells it from a flight watch's input): the window is of check-in days. */
export const hotelWatchInputSchema = windowRules(
  hotelWatchConditionsSchema.extend({ kind: z.literal("hotels"), dateFrom: day, dateTo: day }),
);
export type HotelWatchInput = z.infer<typeof hotelWatchInputSchema>;

/** Either input (the routes'): a body with kind "hotels" is read as a hotel watch's, with its own errors. */
export const anyWatchInputSchema = z.union([hotelWatchInputSchema, watchInputSchema]);
export type AnyWatchInput = WatchInput | HotelWatchInput;
export const isHotelInput = (v: AnyWatchInput): v is HotelWatchInput => "kind" in v && v.kind === "hotels";
