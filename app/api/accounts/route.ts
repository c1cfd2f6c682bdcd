// GET /api/accounts — the user's linked loyalty accounts (login masked); POST — link one and run its first check.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { linkAccount } from "@/lib/loyalty-accounts/link-account";
import { listAccounts } from "@/lib/loyalty-accounts/list-accounts";

export const GET = userRoute({ handler: ({ userId }) => listAccounts(userId) });

export const POST = userRoute({
  body: z.object({
    providerCode: z.string().regex(/^[A-Za-z0-9]+$/).max(64),
    values: z.record(z.string(), z.string().max(200)),
  }),
  handler: ({ userId, body }) => linkAccount(userId, body.providerCode, body.values),
});
