// PATCH /api/manual-balances/:id — edit a typed-in balance (re-dated today); DELETE — remove it.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { manualBalanceInput } from "@/lib/manual-balances/manual-balance-schema";
import { deleteManualBalance, updateManualBalance } from "@/lib/manual-balances/save-manual-balance";

const params = z.object({ id: z.string().regex(/^[a-z0-9]{1,40}$/, "Unknown balance") });

export const PATCH = userRoute({
  params,
  body: manualBalanceInput,
  async handler({ userId, params, body }) {
    await updateManualBalance(userId, params.id, body);
    return { ok: true };
  },
});

export const DELETE = userRoute({
  params,
  async handler({ userId, params }) {
    await deleteManualBalance(userId, params.id);
    return { ok: true };
  },
});
