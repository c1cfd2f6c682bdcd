// GET /api/inbox/emails/:id — one email of the user; DELETE — delete it and what came from it.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { deleteEmail } from "@/lib/inbox/delete-email";
import { getEmail } from "@/lib/inbox/list-emails";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = userRoute({
  params,
  handler: async ({ userId, params }) => (await getEmail(userId, params.id)) ?? Promise.reject(notFound("No such email")),
});

export const DELETE = userRoute({
  params,
  handler: async ({ userId, params }) => {
    if (!(await deleteEmail(userId, params.id))) throw notFound("No such email");
    return { ok: true };
  },
});
