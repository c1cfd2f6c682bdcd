// GET /api/manual-balances — the balances the user typed in; POST — add one (never sent to any service).
import { userRoute } from "@/lib/http/route";
import { listManualBalances } from "@/lib/manual-balances/list-manual-balances";
import { manualBalanceInput } from "@/lib/manual-balances/manual-balance-schema";
import { addManualBalance } from "@/lib/manual-balances/save-manual-balance";

export const GET = userRoute({
  handler: ({ userId }) => listManualBalances(userId),
});

export const POST = userRoute({
  body: manualBalanceInput,
  handler: ({ userId, body }) => addManualBalance(userId, body),
});
