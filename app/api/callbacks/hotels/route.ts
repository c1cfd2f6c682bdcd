// POST /api/callbacks/hotels — result deliveries from the hotels service.
// Called by the service (or the simulator) with HTTP Basic auth (HOTELS_CALLBACK_USER / HOTELS_CALLBACK_PASSWORD).
import { after } from "next/server";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

export const POST = (request: Request) => receiveCallback(hotelsCallback, request, after);
