// POST /api/callbacks/email — parse results for emails the app submitted.
// Called by the email parsing service with HTTP Basic auth (EMAIL_CALLBACK_USER / EMAIL_CALLBACK_PASSWORD).
import { after } from "next/server";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

const handler = emailCallback;
export const POST = (request: Request) => receiveCallback(handler, request, after);
