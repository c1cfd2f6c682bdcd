// The check-in day each active request of a hotel search asked (issue 38 item 7): a flexible search
// stores each request's own stay in AwardRequest.params (create-hotel-search.ts); a request without
// (an exact search, or one made before) asked the search's own check-in.
import "server-only";
import { db } from "@/lib/db";
import { storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { readStored } from "@/lib/validation/read-stored";

export async function readRequestCheckIns(
  userId: string,
  searchId: string,
  searchCheckIn: string,
): Promise<Map<string, string>> {
  const rows = await db.awardRequest.findMany({
    where: { searchId, active: true, search: { userId } },
    select: { id: true, params: true },
  });
  return new Map(
    rows.map((r) => [
      r.id,
      r.params === null
        ? searchCheckIn
        : readStored(storedHotelParamsSchema, r.params, `AwardRequest.params of ${r.id}`).checkIn,
    ]),
  );
}
