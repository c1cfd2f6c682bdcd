// POST /api/inbox/settings/forwarding — a new forwarding address; the old one stops working at once.
import { userRoute } from "@/lib/http/route";
import { regenerateForwardingToken } from "@/lib/inbox/email-settings";

export const POST = userRoute({ handler: ({ userId }) => regenerateForwardingToken(userId) });
