// POST /api/mailboxes/:id/disconnect — disconnect at the service and here; optionally delete the itineraries it found.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { disconnectMailbox } from "@/lib/mailboxes/disconnect-mailbox";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  body: z.object({ deleteItineraries: z.boolean().default(false) }),
  handler: ({ userId, params, body }) => disconnectMailbox(userId, params.id, body.deleteItineraries),
});
