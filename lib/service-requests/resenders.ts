// Who sends a request of each kind again when the tracker's sweep finds its re-send due (phase
// "send-retry", resend-due.ts). A resender rebuilds what to send from the domain rows (the email's
// sealed raw text, the account's login) and sends the SAME recorded requests through sendTracked /
// sendTrackedPackage, which count the try and mark the outcome. Kept apart from policies.ts because
// resenders SEND, and sending imports the policies (a resender in a policy would be an import
// circle). Adding one = one line here, and `{ retry: true }` where the kind is sent.
import "server-only";
import { resendEmails } from "@/lib/inbox/send-email";
import { resendChecks } from "@/lib/loyalty-accounts/send-check-package";
import type { TrackedRequest } from "./policy";

/** A request claimed for a re-send (phase "unsent" again, requestId still null). */
export type ResendRequest = Pick<TrackedRequest, "id" | "service" | "kind" | "parentId" | "state"> & {
  userId: string | null;
  sendAttempts: number;
};

export const RESENDERS: Record<string, (requests: ResendRequest[]) => Promise<void>> = {
  "email-parse": resendEmails,
  // Only background package checks ask for re-sends (a check the user started is told its failure at
  // once); any check the app stopped in the middle of sending is re-sent as a background check.
  "loyalty-check": resendChecks,
};
