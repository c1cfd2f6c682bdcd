// POST /api/flights/searches — start a flight award search (one request per program); GET — history.
import { listAwardSearches } from "@/lib/award-search/list-award-searches";
import { createFlightSearch } from "@/lib/flights/create-flight-search";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { userRoute } from "@/lib/http/route";

export const POST = userRoute({
  body: flightSearchFormSchema,
  handler: async ({ userId, body }) => ({ id: await createFlightSearch(userId, body) }),
});

export const GET = userRoute({
  handler: async ({ userId }) => ({ searches: await listAwardSearches(userId, "flights") }),
});
