// GET /api/business/balances?kind&person&sort&dir&page — one view of team balances (person × program):
// its rows, counts, filter choices and totals per program, as each person's access level allows.
import { balancesViewSchema } from "@/lib/business/balances-view-schema";
import { listBalances } from "@/lib/business/list-balances";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({
  query: balancesViewSchema,
  handler: ({ userId, query }) => listBalances(userId, query),
});
