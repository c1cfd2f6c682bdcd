// PATCH /api/timeline/trips/:key — rename a trip (it becomes the user's own, never regrouped).
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { renameTrip } from "@/lib/timeline/rename-trip";

export const PATCH = userRoute({
  params: z.object({ key: z.string().min(1).max(200) }),
  body: z.object({
    name: z.string().trim().min(1, "Give the trip a name").max(120, "At most 120 characters"),
  }),
  async handler({ userId, params, body }) {
    const trip = await renameTrip(userId, params.key, body.name);
    if (!trip) throw notFound("No such trip on your timeline");
    return trip;
  },
});
