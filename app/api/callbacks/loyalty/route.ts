// POST /api/callbacks/loyalty — result deliveries from the loyalty service.
// Called by the service (or the simulator) with HTTP Basic auth (LOYALTY_CALLBACK_USER / LOYALTY_CALLBACK_PASSWORD).
import { after } from "next/server";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

export const POST = (request: Request) => receiveCallback(loyaltyCallback, request, after);
