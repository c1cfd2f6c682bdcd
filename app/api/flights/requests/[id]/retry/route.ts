// POST /api/flights/requests/[id]/retry — search one program again after a failure or timeout.
import { z } from "zod";
import { resendAwardRequest } from "@/lib/award-search/resend-award-request";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1) }),
  handler: ({ userId, params }) => resendAwardRequest(flightAwardService, userId, params.id),
});
