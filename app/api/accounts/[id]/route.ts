// GET /api/accounts/:id — one account (no credentials); PATCH — edit credentials and recheck; DELETE — unlink.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { getAccount } from "@/lib/loyalty-accounts/get-account";
import { unlinkAccount } from "@/lib/loyalty-accounts/unlink-account";
import { updateCredentials } from "@/lib/loyalty-accounts/update-credentials";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = userRoute({
  params,
  async handler({ userId, params }) {
    const account = await getAccount(userId, params.id);
    if (!account) throw notFound("No such account");
    return account;
  },
});

export const PATCH = userRoute({
  params,
  body: z.object({ values: z.record(z.string(), z.string().max(200)) }),
  handler: ({ userId, params, body }) => updateCredentials(userId, params.id, body.values),
});

export const DELETE = userRoute({
  params,
  async handler({ userId, params }) {
    if (!(await unlinkAccount(userId, params.id))) throw notFound("No such account");
    return { ok: true };
  },
});
