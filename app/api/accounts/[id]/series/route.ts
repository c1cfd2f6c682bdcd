// GET /api/accounts/:id/series — balance over time for the chart.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { getBalanceSeries } from "@/lib/loyalty-accounts/get-balance-series";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  async handler({ userId, params }) {
    const series = await getBalanceSeries(userId, params.id);
    if (!series) throw notFound("No such account");
    return series;
  },
});
