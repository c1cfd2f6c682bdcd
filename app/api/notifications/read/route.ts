// POST /api/notifications/read — mark one notice ({id}) or every one ({id: null}) read; the other tabs recount.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";

export const POST = userRoute({
  body: z.object({ id: z.string().min(1).max(40).nullable() }),
  handler: async ({ userId, body }) => ({ changed: await markNotificationsRead(userId, body.id) }),
});
