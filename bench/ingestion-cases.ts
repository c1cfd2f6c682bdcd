// Table of callback-ingestion cases. Each service adds a row: how to make a body of n items for a
// request id, and how to create the rows a delivery is stored against (not timed).
import { randomUUID } from "node:crypto";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { db } from "@/lib/db";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";

export interface IngestionCase {
  name: string;
  sizes: number[];
  handler: CallbackHandler<never>;
  body(n: number, requestId: string): object;
  /** Create what the deliveries are stored against (not timed): one search, one request per id. */
  prepare(userId: string, requestIds: string[]): Promise<void>;
}

function flightBody(n: number, requestId: string) {
  const routes = Array.from({ length: n }, (_, i) =>
    route({
      mileCost: { program: "united", miles: 20000 + (i % 40) * 1500 },
      segments: [
        segment({ airline: "UA", flightNumbers: [`UA${100 + i}`] }),
        segment({ airlineCode: "LH", flightNumbers: [`LH${400 + i}`, `UA${9000 + i}`], departure: { dateTime: "2026-03-02T09:30:00+00:00", airport: "LHR" }, arrival: { dateTime: "2026-03-02T12:10:00+01:00", airport: "FRA" } }),
      ],
      standardItineraryCOS: i % 2 ? "business" : ["business"],
    }),
  );
  const done = { state: 1, message: "Success" };
  return { requestId, userData: "bench", state: 1, message: "Success", requestDate: new Date().toISOString(), progress: { singleDate: done }, routes };
}

// B3 bodies like the simulator's: 3 rooms × 2–3 rates with markup, every 8th hotel with hostile
// markup, a small base64 preview, and points on the hotel for half of them (both B3 variants).
const PREVIEW = Buffer.alloc(150, 7).toString("base64");
function hotelBody(n: number, requestId: string) {
  const hotels = Array.from({ length: n }, (_, i) =>
    hotel({
      name: `Bench Hotel ${i}`,
      ...(i % 2 ? { pointsPerNight: 20000 + (i % 30) * 1000 } : {}),
      rating: 3 + (i % 5) / 2,
      distance: (i % 40) / 4,
      preview: PREVIEW,
      hotelDescription: i % 8 === 0 ? "Near the park<script>alert(1)</script>" : "Near the <b>park</b>",
      rooms: ["King", "Two Queens", "Suite"].map((name, r) =>
        room({
          name,
          description: i % 8 === 0 ? `<b>${name}</b><img src=x onerror="alert(1)">` : `<b>${name}</b><br>Sleeps ${2 + r}`,
          rates: [
            rate({ pointsPerNight: 20000 + r * 5000 + (i % 30) * 1000 }),
            rate({ name: "Points + Cash", description: "<b>Save points</b>: pay part in cash", pointsPerNight: 10000 + r * 2500, cashPerNight: 80 + r * 20 }),
            ...(r === 0 ? [rate({ name: "Member rate", description: "<b>Member exclusive</b>", pointsPerNight: 18000 + (i % 30) * 900 })] : []),
          ],
        }),
      ),
    }),
  );
  return { requestId, userData: "bench", state: "success", requestDate: new Date().toISOString(), hotels };
}

/** One award search with a pending request per id, in three bulk inserts (thousands for the warm-up). */
async function prepareSearch(userId: string, service: string, providerCode: string, part: string, requestIds: string[]) {
  const search = await db.awardSearch.create({ data: { userId, service, params: {}, summary: "bench" }, select: { id: true } });
  const rows = requestIds.map((requestId) => ({ id: randomUUID(), requestId }));
  await db.serviceRequest.createMany({ data: rows.map((r) => ({ id: r.id, service, requestId: r.requestId, phase: "sent", userId, kind: `${service === "flights" ? "flight" : "hotel"}-search`, parentId: search.id })) });
  await db.awardRequest.createMany({ data: rows.map((r) => ({ searchId: search.id, providerCode, serviceRequestId: r.id, parts: { [part]: { state: 0, message: "" } } })) });
}

export const INGESTION_CASES: IngestionCase[] = [
  {
    name: "flights",
    sizes: [1, 50, 500],
    handler: flightsCallback as CallbackHandler<never>,
    body: flightBody,
    prepare: (userId, requestIds) => prepareSearch(userId, "flights", "united", "singleDate", requestIds),
  },
  {
    name: "hotels",
    sizes: [10, 200],
    handler: hotelsCallback as CallbackHandler<never>,
    body: hotelBody,
    prepare: (userId, requestIds) => prepareSearch(userId, "hotels", "hyatt", "main", requestIds),
  },
];
