// GET /api/accounts/:id/history?page=&sub= — one page of the account's activity history.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { listHistory } from "@/lib/loyalty-accounts/list-history";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1).max(64) }),
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    sub: z.string().max(64).default(""),
  }),
  async handler({ userId, params, query }) {
    const page = await listHistory(userId, params.id, query.page, query.sub);
    if (!page) throw notFound("No such account");
    return page;
  },
});
