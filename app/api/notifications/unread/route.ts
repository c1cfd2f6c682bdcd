// GET /api/notifications/unread — how many notices the signed-in user has not read (the navigation's count).
import { userRoute } from "@/lib/http/route";
import { countUnreadNotifications } from "@/lib/notifications/list-notifications";

export const GET = userRoute({
  handler: async ({ userId }) => ({ unread: await countUnreadNotifications(userId) }),
});
