// Catch-up work of a service that the one sweep (sweep-service-requests.ts) runs every minute
// besides the polls: today, email's re-send of emails the service could not be reached for. Kept
// apart from policies.ts because these tasks SEND requests, and sending imports the policies (a
// task in a policy would be an import circle). Adding one = one line here.
import "server-only";
import { resendUnsentEmails } from "@/lib/inbox/resend-unsent-emails";

export const SWEEP_TASKS: Record<string, (now: Date) => Promise<unknown>> = {
  "email: re-send unsent emails": resendUnsentEmails,
};
