// POST /api/callbacks/mailboxes — parse results for emails found in connected mailboxes.
// Called by the email service's mailbox scanner with HTTP Basic auth (EMAIL_CALLBACK_USER / EMAIL_CALLBACK_PASSWORD).
// Attributed by userData (the owner's tag) + metadata.mailboxId; anything else is acknowledged, not stored.
import { after } from "next/server";
import { mailboxesCallback } from "@/lib/callbacks/handlers/mailboxes";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

export const POST = (request: Request) => receiveCallback(mailboxesCallback, request, after);
