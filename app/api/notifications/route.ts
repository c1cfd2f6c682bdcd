// GET /api/notifications — the signed-in user's newest notices, the unread count and each email's fate.
import { userRoute } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const GET = userRoute({ handler: ({ userId }) => listNotifications(userId) });
