// GET /api/accounts?q&order&page — one view of the Accounts list (the cards of its pages, counts, value totals; login masked); POST — link one and run its first check.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { linkAccount } from "@/lib/loyalty-accounts/link-account";
import { accountsViewSchema } from "@/lib/loyalty-accounts/accounts-view-schema";
import { listAccountsPage } from "@/lib/loyalty-accounts/list-accounts-page";

export const GET = userRoute({
  query: accountsViewSchema,
  handler: ({ userId, query }) => listAccountsPage(userId, query),
});

export const POST = userRoute({
  body: z.object({
    providerCode: z
      .string()
      .regex(/^[A-Za-z0-9]+$/)
      .max(64),
    values: z.record(z.string(), z.string().max(200)),
  }),
  handler: ({ userId, body }) => linkAccount(userId, body.providerCode, body.values),
});
