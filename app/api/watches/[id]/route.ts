// PATCH|DELETE /api/watches/:id — pause or resume ({paused}), edit the conditions, or delete one watch.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { deleteWatch, editWatch, setWatchPaused } from "@/lib/watches/update-watch";
import { anyWatchInputSchema } from "@/lib/watches/watch-conditions";

const params = z.object({ id: z.string().min(1).max(40) });

export const PATCH = userRoute({
  params,
  body: z.union([z.object({ paused: z.boolean() }).strict(), anyWatchInputSchema]),
  handler: ({ userId, params, body }) =>
    "paused" in body ? setWatchPaused(userId, params.id, body.paused) : editWatch(userId, params.id, body),
});

export const DELETE = userRoute({ params, handler: ({ userId, params }) => deleteWatch(userId, params.id) });
