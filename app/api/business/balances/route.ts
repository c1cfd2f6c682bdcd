// GET /api/business/balances — team balances (person × program), as each person's access level allows.
import { listBalances } from "@/lib/business/list-balances";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({ handler: ({ userId }) => listBalances(userId) });
