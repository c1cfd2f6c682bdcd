// GET /api/flights/searches/[id]?known=<id:version,…> — one search's progress, and the routes and
// calendar of programs that changed since the versions the page already has (refetched on live
// events, polled while pending when event streams are unavailable).
// PATCH — the cash fare per person typed on its results (null clears it), for value per point (issue 36).
import { z } from "zod";
import { getFlightSearchView } from "@/lib/flights/get-flight-search-view";
import { parseKnownVersions } from "@/lib/hotels/get-hotel-search-view";
import { notFound } from "@/lib/http/errors";
import { userRoute } from "@/lib/http/route";
import { deleteAwardSearch } from "@/lib/award-search/delete-award-search";
import { cashFareSchema } from "@/lib/flights/cash-fare";
import { setCashFare } from "@/lib/flights/set-cash-fare";

const params = z.object({ id: z.string().min(1).max(64) });

export const GET = userRoute({
  params,
  query: z.object({ known: z.string().max(4000).optional() }),
  handler: async ({ userId, params, query }) => {
    const view = await getFlightSearchView(userId, params.id, parseKnownVersions(query.known));
    if (!view) throw notFound("Search not found");
    return view;
  },
});

export const PATCH = userRoute({
  params,
  body: z.object({ cashFare: cashFareSchema.nullable() }).strict(),
  handler: async ({ userId, params, body }) => {
    const saved = await setCashFare(userId, params.id, body.cashFare);
    if (!saved) throw notFound("Search not found");
    return saved;
  },
});

// DELETE — the search, its requests and their results (lib/award-search/delete-award-search.ts).
export const DELETE = userRoute({
  params,
  handler: async ({ userId, params }) => {
    if (!(await deleteAwardSearch(userId, "flights", params.id))) throw notFound("Search not found");
    return { ok: true };
  },
});
