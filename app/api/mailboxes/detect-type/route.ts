// GET /api/mailboxes/detect-type?email= — how this address connects (IMAP with prefilled settings, or a vendor's hosted sign-in).
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { detectMailbox } from "@/lib/mailboxes/detect-mailbox";

export const GET = userRoute({
  query: z.object({ email: z.email({ message: "Enter a mailbox address, e.g. you@example.com" }).max(254) }),
  handler: ({ userId, query }) => detectMailbox(userId, query.email),
});
