// Every callback handler by its service name: the sweep re-processes inbox rows by service.
import type { CallbackHandler } from "@/lib/callbacks/types";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { mailboxesCallback } from "@/lib/callbacks/handlers/mailboxes";

export const CALLBACK_HANDLERS: Record<string, CallbackHandler<never>> = Object.fromEntries(
  [flightsCallback, hotelsCallback, loyaltyCallback, emailCallback, mailboxesCallback].map((h) => [
    h.name,
    h as CallbackHandler<never>,
  ]),
);
