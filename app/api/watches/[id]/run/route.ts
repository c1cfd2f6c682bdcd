// POST /api/watches/:id/run — Run now: the watch's next run is queued for the worker at once.
import { z } from "zod";
import { userRoute } from "@/lib/http/route";
import { queueWatchRun } from "@/lib/watches/queue-watch-run";

export const POST = userRoute({
  params: z.object({ id: z.string().min(1).max(40) }),
  handler: ({ userId, params }) => queueWatchRun(userId, params.id),
});
