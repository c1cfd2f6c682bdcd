// Email parse results (spec 3). `status` is a string: queued/review are pending (0);
// success → 1; invalid, restricted, skipped, timeout are final outcomes kept as text (4).
// `store` normalizes through lib/inbox/store-parse-result.ts (parse row, itineraries, statements)
// on the callback's plain pg transaction, like every handler.
import type { CallbackItem, RequestedResultHandler } from "@/lib/callbacks/types";
import { storeParseResult } from "@/lib/inbox/store-parse-result";
import { type ParseResult, parseResultSchema } from "@/lib/services/email/result-schema";
import { emailStatusCode } from "@/lib/service-requests/service-states";

/** Mapping defined once with the other services' states (lib/service-requests/service-states.ts). */
export const parseStatusCode = emailStatusCode;

/** What ServiceRequest.payload keeps: the envelope. Itineraries and statements live in their own
 *  tables; `email` (headers) is personal data we already hold as read locally. */
function envelope(item: CallbackItem): unknown {
  const { itineraries, loyaltyAccount, email: _headers, ...rest } = item.body as ParseResult;
  return { ...rest, itineraryCount: itineraries?.length ?? 0, statement: loyaltyAccount ? true : undefined };
}

/** The handler of parse results of emails the inbox sent (kind "email-parse"). */
export const emailCallback: RequestedResultHandler<ParseResult> = {
  kind: "requested",
  name: "email",
  credentials: "email",
  schema: parseResultSchema,
  items: (body) => [
    {
      requestId: body.requestId,
      state: parseStatusCode(body.status),
      stateText: body.status,
      message: body.statusMessage,
      body,
    },
  ],
  payload: envelope,
  async store(tx, request, item) {
    // Requests the inbox sent (kind "email-parse", parent = the EmailMessage). Mailbox results
    // (handlers/mailboxes.ts) register their own kind and call storeParseResult the same way.
    if (request.kind !== "email-parse" || !request.parentId || !request.userId) return;
    await storeParseResult(
      tx,
      { userId: request.userId, emailId: request.parentId },
      item.body as ParseResult,
    );
  },
};
