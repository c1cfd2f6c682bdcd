// GET /api/accounts/holdings — what the user holds in linked accounts (balance as of the last good result) and each held program's point value, for the ways to pay on flights and hotels.
import { userRoute } from "@/lib/http/route";
import { listHoldings } from "@/lib/loyalty-accounts/list-holdings";

export const GET = userRoute({ handler: ({ userId }) => listHoldings(userId) });
