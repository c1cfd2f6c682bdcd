// GET /api/accounts/:id/series?sub= — balance over time for the chart (main account or one sub-account).
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { getBalanceSeries } from "@/lib/loyalty-accounts/get-balance-series";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  query: z.object({ sub: z.string().max(64).default("") }),
  async handler({ userId, params, query }) {
    const series = await getBalanceSeries(userId, params.id, query.sub);
    if (!series) throw notFound("No such account");
    return series;
  },
});
