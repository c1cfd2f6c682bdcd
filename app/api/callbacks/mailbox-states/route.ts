// POST /api/callbacks/mailbox-states — mailbox state changes from the email service's mailbox scanner.
// Called with HTTP Basic auth (EMAIL_CALLBACK_USER / EMAIL_CALLBACK_PASSWORD); applied before the 200
// (lib/callbacks/handlers/mailbox-states.ts).
import { after } from "next/server";
import { mailboxStatesCallback } from "@/lib/callbacks/handlers/mailbox-states";
import { receiveCallback } from "@/lib/callbacks/receive-callback";

export const POST = (request: Request) => receiveCallback(mailboxStatesCallback, request, after);
