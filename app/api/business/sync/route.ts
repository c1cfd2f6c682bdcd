// POST /api/business/sync — sync the business now (one run at a time; returns the running one).
import { startSync } from "@/lib/business/start-sync";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  async handler({ userId }) {
    const run = await startSync(userId, "user");
    if (!run) throw notFound("Connect your business first.");
    return run;
  },
});
