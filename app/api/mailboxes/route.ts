// GET /api/mailboxes — the signed-in user's mailboxes, reconciled with the service (live states and counts).
import { userRoute } from "@/lib/http/route";
import { listMailboxes } from "@/lib/mailboxes/list-mailboxes";

export const GET = userRoute({ handler: ({ userId }) => listMailboxes(userId) });
