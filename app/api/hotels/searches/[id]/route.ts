// GET /api/hotels/searches/[id] — one search's progress and hotels (polled while pending).
import { z } from "zod";
import { getHotelSearchView } from "@/lib/hotels/get-hotel-search-view";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";

export const GET = userRoute({
  params: z.object({ id: z.string().min(1) }),
  handler: async ({ userId, params }) => {
    const view = await getHotelSearchView(userId, params.id);
    if (!view) throw notFound("Search not found");
    return view;
  },
});
