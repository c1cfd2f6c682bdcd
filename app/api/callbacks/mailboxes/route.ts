// POST /api/callbacks/mailboxes — parse results for emails found in connected mailboxes.
// Called by the email service's mailbox scanner with HTTP Basic auth (EMAIL_CALLBACK_USER / EMAIL_CALLBACK_PASSWORD).
import { after } from "next/server";
import { emailHandler } from "@/lib/callbacks/handlers/email";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

const handler = emailHandler("mailboxes");
export const POST = (request: Request) => receiveCallback(handler, request, after);
