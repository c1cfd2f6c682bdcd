// POST /api/flights/requests/[id]/retry — search one program again after a failure or timeout.
import { z } from "zod";
import { resendFlightRequest } from "@/lib/flights/resend-flight-request";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1) }),
  handler: ({ userId, params }) => resendFlightRequest(userId, params.id),
});
