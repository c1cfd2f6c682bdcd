// POST /api/flights/requests/[id]/answer — answer a program's security question (state 10): a new request replaces it.
import { z } from "zod";
import { resendAwardRequest } from "@/lib/award-search/resend-award-request";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1) }),
  body: z.object({ answer: z.string().trim().min(1, "Enter the answer").max(200) }),
  handler: ({ userId, params, body }) =>
    resendAwardRequest(flightAwardService, userId, params.id, body.answer),
});
