// GET /api/business/connection — the business connection (key's last 4 only) and the latest sync run;
// PUT — verify a Business API key with the service and store it encrypted; DELETE — remove it.
import { z } from "zod";
import { getConnection } from "@/lib/business/get-connection";
import { removeConnection } from "@/lib/business/remove-connection";
import { saveConnection } from "@/lib/business/save-connection";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({
  handler: ({ userId }) => getConnection(userId).then((c) => c ?? { connected: false }),
});

export const PUT = userRoute({
  body: z.object({
    apiKey: z
      .string()
      .trim()
      .min(8, "The key is at least 8 characters")
      .max(200, "That is longer than any key"),
  }),
  handler: ({ userId, body }) => saveConnection(userId, body.apiKey),
});

export const DELETE = userRoute({
  handler: async ({ userId }) => ({ removed: await removeConnection(userId) }),
});
