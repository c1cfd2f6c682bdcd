// PUT /api/point-values/:code — the traveler's own value of one program's point (US cents), or null to use the default.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { setPointValuation } from "@/lib/valuations/set-point-valuation";

export const PUT = userRoute({
  params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,64}$/, "Unknown program") }),
  body: z.object({
    centsPerPoint: z.number().min(0, "Use 0 or more").max(100_000, "Use at most 100,000¢").nullable(),
  }),
  async handler({ userId, params, body }) {
    await setPointValuation(userId, params.code, body.centsPerPoint);
    return { ok: true };
  },
});
