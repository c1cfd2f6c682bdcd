// GET /api/inbox/emails/:id — one email of the user; DELETE — delete it and what came from it (also
// "Discard" of a held email); PATCH {action: "approve-sender"} — approve a held email's sender and process it.
import { z } from "zod";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { approveHeldEmail } from "@/lib/inbox/approve-held-email";
import { deleteEmail } from "@/lib/inbox/delete-email";
import { getEmail } from "@/lib/inbox/list-emails";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = userRoute({
  params,
  handler: async ({ userId, params }) =>
    (await getEmail(userId, params.id)) ?? Promise.reject(notFound("No such email")),
});

export const DELETE = userRoute({
  params,
  handler: async ({ userId, params }) => {
    if (!(await deleteEmail(userId, params.id))) throw notFound("No such email");
    return { ok: true };
  },
});

export const PATCH = userRoute({
  params,
  body: z.object({ action: z.literal("approve-sender") }),
  handler: async ({ userId, params }) => {
    const status = await approveHeldEmail(userId, params.id);
    if (status === null) throw notFound("No such email waiting for approval");
    return { ok: true, status };
  },
});
