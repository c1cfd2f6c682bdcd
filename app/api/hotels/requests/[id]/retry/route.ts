// POST /api/hotels/requests/[id]/retry — search one program again after a failure or timeout.
import { z } from "zod";
import { resendAwardRequest } from "@/lib/award-search/resend-award-request";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1) }),
  handler: ({ userId, params }) => resendAwardRequest(hotelAwardService, userId, params.id),
});
