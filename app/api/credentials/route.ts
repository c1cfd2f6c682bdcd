// GET /api/credentials — every stored login of the user, grouped by use (no secrets).
import { userRoute } from "@/lib/http/route";
import { listCredentials } from "@/lib/loyalty-accounts/list-credentials";

export const GET = userRoute({ handler: ({ userId }) => listCredentials(userId) });
