// GET /api/flights/searches/[id] — one search's progress, routes and calendar (polled while pending).
import { z } from "zod";
import { getFlightSearchView } from "@/lib/flights/get-flight-search-view";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1) }),
  handler: async ({ userId, params }) => {
    const view = await getFlightSearchView(userId, params.id);
    if (!view) throw notFound("Search not found");
    return view;
  },
});
