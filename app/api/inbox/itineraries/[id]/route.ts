// POST /api/inbox/itineraries/:id — keep or hide a reservation flagged "for someone else?".
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { setItineraryChoice } from "@/lib/inbox/set-itinerary-hidden";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  body: z.object({ choice: z.enum(["keep", "hide", "show"]) }),
  handler: async ({ userId, params, body }) => {
    if (!(await setItineraryChoice(userId, params.id, body.choice))) throw notFound("No such reservation");
    return { ok: true };
  },
});
