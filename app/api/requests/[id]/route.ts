// GET /api/requests/:id — state of one of the signed-in user's async service requests (progress polling).
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { getRequestStatus } from "@/lib/service-requests/get-request-status";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  async handler({ userId, params }) {
    const status = await getRequestStatus(userId, params.id);
    if (!status) throw notFound("No such request");
    return status;
  },
});
