// GET /api/hotels/searches/[id]?known=<id:version,…> — one search's progress and the hotels of
// programs that changed since the versions the page already has (polled while pending).
import { z } from "zod";
import { getHotelSearchView, parseKnownVersions } from "@/lib/hotels/get-hotel-search-view";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { deleteAwardSearch } from "@/lib/award-search/delete-award-search";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = userRoute({
  params,
  query: z.object({ known: z.string().max(4000).optional() }),
  handler: async ({ userId, params, query }) => {
    const view = await getHotelSearchView(userId, params.id, parseKnownVersions(query.known));
    if (!view) throw notFound("Search not found");
    return view;
  },
});

// DELETE — the search, its requests and their results (lib/award-search/delete-award-search.ts).
export const DELETE = userRoute({
  params,
  handler: async ({ userId, params }) => {
    if (!(await deleteAwardSearch(userId, "hotels", params.id))) throw notFound("Search not found");
    return { ok: true };
  },
});
