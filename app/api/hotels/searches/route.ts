// POST /api/hotels/searches — start a hotel award search (one request per program); GET ?history&historyQ&historyOrder — one view of the search history (a page at a time, with counts).
import { historyViewSchema } from "@/lib/award-search/history-view";
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { createHotelSearch } from "@/lib/hotels/create-hotel-search";
import { hotelSearchFormSchema } from "@/lib/hotels/search-form-schema";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  body: hotelSearchFormSchema,
  handler: async ({ userId, body }) => ({ id: await createHotelSearch(userId, body) }),
});

export const GET = userRoute({
  query: historyViewSchema,
  handler: ({ userId, query }) => listAwardSearches(userId, "hotels", query),
});
