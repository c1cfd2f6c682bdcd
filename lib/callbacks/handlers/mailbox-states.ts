// Mailbox state changes (spec 3 "Mailbox state change"; the mailbox's `onProgress: { callbackUrl }`,
// body an array of events or one event: docs/services/email.md). Pushed by the email service's
// mailbox scanner under the email service's callback credentials. Each event is applied before the
// 200 (a state is one row's update, nothing to normalize later); unknown or disconnected mailboxes
// are acknowledged and logged, never stored; an older event never moves a mailbox back.
import type { DirectCallbackHandler } from "@/lib/callbacks/types";
import { recordMailboxProgress } from "@/lib/mailboxes/record-mailbox-progress";
import { progressDelivery, type ProgressEvent } from "@/lib/services/email/mailbox-schema";

export const mailboxStatesCallback: DirectCallbackHandler<ProgressEvent[]> = {
  kind: "direct",
  name: "mailbox-states",
  credentials: "email",
  schema: progressDelivery,
  async apply(events) {
    const outcomes = await recordMailboxProgress(events);
    return outcomes.map((outcome, i) => ({ outcome, requestId: `mailbox:${events[i]!.mailboxId}` }));
  },
};
