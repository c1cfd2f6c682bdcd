// POST /api/callbacks/flights — result deliveries from the flights service.
// Called by the service (or the simulator) with HTTP Basic auth (FLIGHTS_CALLBACK_USER / FLIGHTS_CALLBACK_PASSWORD).
import { after } from "next/server";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

export const POST = (request: Request) => receiveCallback(flightsCallback, request, after);
