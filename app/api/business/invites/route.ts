// POST /api/business/invites — create an invite link (create-auth-url) with an access level 0–3.
import { z } from "zod";
import { createInvite } from "@/lib/business/create-invite";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  body: z.object({ access: z.number().int().min(0).max(3), granularSharing: z.boolean() }),
  handler: ({ userId, body }) => createInvite(userId, body),
});
