// GET|POST /api/watches — the user's watches; watch one of their flight or hotel searches with conditions.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { createWatch } from "@/lib/watches/create-watch";
import { listWatches } from "@/lib/watches/list-watches";
import { anyWatchInputSchema } from "@/lib/watches/watch-conditions";

export const GET = userRoute({ handler: ({ userId }) => listWatches(userId) });

export const POST = userRoute({
  body: z.intersection(z.object({ searchId: z.string().min(1).max(40) }), anyWatchInputSchema),
  handler: async ({ userId, body }) => {
    const { searchId, ...input } = body;
    return { id: await createWatch(userId, searchId, input) };
  },
});
