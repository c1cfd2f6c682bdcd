// GET /api/session — whether the request's session is valid (the token decoded and its user looked up,
// as every signed-in page and route does first), and nothing else: 200 { signedIn: true } or 401. The
// load run's "minimal signed-in route" (issue 40), the floor each page's cost is read against.
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({ handler: async () => ({ signedIn: true }) });
