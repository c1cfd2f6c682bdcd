// POST /api/flights/requests/[id]/answer — answer a program's security question (state 10): a new request replaces it.
import { z } from "zod";
import { resendFlightRequest } from "@/lib/flights/resend-flight-request";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1) }),
  body: z.object({ answer: z.string().trim().min(1, "Enter the answer").max(200) }),
  handler: ({ userId, params, body }) => resendFlightRequest(userId, params.id, body.answer),
});
