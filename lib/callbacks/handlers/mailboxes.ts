// Parse results from connected mailboxes (spec 3 "Parse result from a mailbox"): the same body as an
// email parse result, delivered to the mailbox callbackUrl with the mailbox's userData. Nobody asked
// for these by request id, so `admit` decides whose they are before the receiver accepts them.
import { emailCallback } from "@/lib/callbacks/handlers/email";
import type { UnrequestedResultHandler } from "@/lib/callbacks/types";
import { admitMailboxResult } from "@/lib/mailboxes/admit-mailbox-result";
import { storeMailboxResult } from "@/lib/mailboxes/store-mailbox-result";
import type { ParseResult } from "@/lib/services/email/result-schema";

export const mailboxesCallback: UnrequestedResultHandler<ParseResult> = {
  ...emailCallback,
  kind: "unrequested",
  name: "mailboxes",
  admit: admitMailboxResult,
  async store(tx, request, item) {
    if (request.kind !== "mailbox-email") return;
    await storeMailboxResult(tx, request, item.body as ParseResult);
  },
};
