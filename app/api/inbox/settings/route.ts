// GET /api/inbox/settings — forwarding address, traveler names, processing region; PATCH — change names or region.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { getEmailSettings, updateEmailSettings } from "@/lib/inbox/email-settings";

export const GET = userRoute({ handler: ({ userId }) => getEmailSettings(userId) });

export const PATCH = userRoute({
  body: z.object({
    travelerNames: z
      .array(z.string().trim().max(120, "A name is at most 120 characters"))
      .max(10, "At most 10 names")
      .optional(),
    region: z.enum(["us", "eu"]).optional(),
  }),
  handler: ({ userId, body }) => updateEmailSettings(userId, body),
});
