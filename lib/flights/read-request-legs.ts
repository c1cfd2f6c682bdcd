// Which leg, airports and day each request of a fanned-out flight search searched (issue 38): read
// from the requests' own params (AwardRequest.params, written by create-flight-search.ts). Requests
// without their own params (a one-way search on one date, or made before) are absent: the search's
// params say them.
import "server-only";
import { db } from "@/lib/db";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { readStored } from "@/lib/validation/read-stored";

export interface RequestLeg {
  leg: number;
  from: string;
  to: string;
  date: string;
}

export async function readRequestLegs(userId: string, searchId: string): Promise<Map<string, RequestLeg>> {
  const rows = await db.awardRequest.findMany({
    where: { searchId, active: true, search: { userId } },
    select: { id: true, params: true },
  });
  const legs = new Map<string, RequestLeg>();
  for (const r of rows) {
    if (r.params === null) continue;
    const p = readStored(storedFlightParamsSchema, r.params, `AwardRequest.params of ${r.id}`);
    legs.set(r.id, { leg: p.leg ?? 0, from: p.from, to: p.to, date: p.date });
  }
  return legs;
}
