// What a watch looks for (issue 37): a cap per person, cabins, nonstop only, at least N seats, a date
// window of up to 30 days and the programs. Shared by the form (client) and the routes (server).
import { z } from "zod";
import { MAX_WINDOW_DAYS, WATCH_CABINS } from "@/lib/watches/watch-limits";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2027-03-14");

export const watchConditionsSchema = z.object({
  maxMiles: z.number().int().min(1, "Give a positive number of miles").max(10_000_000).nullable(),
  cabins: z.array(z.enum(WATCH_CABINS)).min(1, "Pick at least one cabin"),
  nonstop: z.boolean(),
  seats: z.number().int().min(1).max(9),
  programs: z.array(z.string().min(1).max(40)).min(1, "Pick at least one program"),
});
export type WatchConditions = z.infer<typeof watchConditionsSchema>;

const spanDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Create or edit: the conditions and the window (the window's end may equal its start). */
export const watchInputSchema = watchConditionsSchema
  .extend({ dateFrom: day, dateTo: day })
  .refine((v) => spanDays(v.dateFrom, v.dateTo) >= 0, { message: "The window ends before it starts", path: ["dateTo"] })
  .refine((v) => spanDays(v.dateFrom, v.dateTo) <= MAX_WINDOW_DAYS, { message: `A window is at most ${MAX_WINDOW_DAYS} days`, path: ["dateTo"] });
export type WatchInput = z.infer<typeof watchInputSchema>;
