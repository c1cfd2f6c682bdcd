// POST /api/flights/searches — start a flight award search (one request per program); GET ?history&historyQ&historyOrder — one view of the search history (a page at a time, with counts).
import { historyViewSchema } from "@/lib/award-search/history-view";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { createFlightSearch } from "@/lib/flights/create-flight-search";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  body: flightSearchFormSchema,
  handler: async ({ userId, body }) => ({ id: await createFlightSearch(userId, body) }),
});

export const GET = userRoute({
  query: historyViewSchema,
  handler: ({ userId, query }) => listAwardSearches(userId, "flights", query),
});
