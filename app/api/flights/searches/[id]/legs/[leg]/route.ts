// PUT /api/flights/searches/[id]/legs/[leg] — search one leg (1 = the first) of a round trip or
// multi-city search again on another day: that leg's requests only, the other legs' results kept
// (lib/flights/move-flight-leg.ts). Body { date: "YYYY-MM-DD", reopen?: true }; `reopen` (the
// browser's Back or Forward) makes that day's stored requests active again when they are all there
// and answered, instead of sending new ones. A day that breaks the trip is refused in words and
// changes nothing.
import { z } from "zod";
import { moveFlightLeg } from "@/lib/flights/move-flight-leg";
import { MAX_LEGS } from "@/lib/flights/trip-legs";
import { userRoute } from "@/lib/http/route";

const LEG = `A leg is a number from 1 to ${MAX_LEGS}`;

export const PUT = userRoute({
  params: z.object({
    id: z.string().min(1).max(64),
    leg: z.coerce.number({ error: LEG }).int(LEG).min(1, LEG).max(MAX_LEGS, LEG),
  }),
  body: z
    .object({
      date: z.string({ error: "Pick a date" }).regex(/^\d{4}-\d{2}-\d{2}$/, "Pick a date"),
      reopen: z.boolean({ error: "reopen is true or false" }).optional(),
    })
    .strict(),
  handler: async ({ userId, params, body }) =>
    moveFlightLeg(userId, params.id, params.leg - 1, body.date, { reopen: body.reopen }),
});
