// PATCH /api/manual-balances/:id — edit a typed-in balance (re-dated today); DELETE — remove it.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { manualBalanceInput } from "@/lib/manual-balances/manual-balance-schema";
import { deleteManualBalance, updateManualBalance } from "@/lib/manual-balances/save-manual-balance";

// Any id shape gets the same answer as one that does not exist (the lookup is the owner's own).
const params = z.object({ id: z.string().min(1).max(64) });

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
