// POST /api/hotels/searches — start a hotel award search (one request per program); GET — history.
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { createHotelSearch } from "@/lib/hotels/create-hotel-search";
import { hotelSearchFormSchema } from "@/lib/hotels/search-form-schema";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  body: hotelSearchFormSchema,
  handler: async ({ userId, body }) => ({ id: await createHotelSearch(userId, body) }),
});

export const GET = userRoute({
  handler: async ({ userId }) => ({ searches: await listAwardSearches(userId, "hotels") }),
});
