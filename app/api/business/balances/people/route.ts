// GET /api/business/balances/people — the people Team balances' person filter offers (those sharing at
// least one account), loaded by the browser after the page so the page does not carry them.
import { listBalancePeople } from "@/lib/business/list-balances";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({ handler: ({ userId }) => listBalancePeople(userId) });
