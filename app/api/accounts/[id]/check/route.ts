// POST /api/accounts/:id/check — "Update now": a user-initiated check (priority 9).
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { startAccountCheck } from "@/lib/loyalty-accounts/start-account-check";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  handler: ({ userId, params }) => startAccountCheck(userId, params.id),
});
