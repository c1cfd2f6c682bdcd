// GET /api/credentials?loginsFor&logins — the user's stored logins a page at a time, grouped by use, with the count per use (no secrets).
import { userRoute } from "@/lib/http/route";
import { listCredentials } from "@/lib/loyalty-accounts/list-credentials";
import { loginsViewSchema } from "@/lib/loyalty-accounts/logins-view-schema";

export const GET = userRoute({
  query: loginsViewSchema,
  handler: ({ userId, query }) => listCredentials(userId, query),
});
