// Table of callback-ingestion cases. Each service adds a row: how to make a body of n items for a
// request id, and how to create the rows a delivery is stored against (not timed).
import { randomUUID } from "node:crypto";
import type { CallbackHandler } from "@/lib/callbacks/types";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { hotelsCallback } from "@/lib/callbacks/handlers/hotels";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { db } from "@/lib/db";
import { route, segment } from "@/lib/services/flights/result-fixtures";
import { hotel, rate, room } from "@/lib/services/hotels/result-fixtures";
import { cacheProviderDefinition } from "@/lib/test/cache-provider-definition";

export interface IngestionCase {
  /** The service (its receiver and inbox rows). */
  name: string;
  /** What one body holds, for the tables ("routes", "hotels", "accounts"). */
  unit: string;
  /** The endToEnd.<key><size> JSON key's prefix. */
  key: string;
  sizes: number[];
  handler: CallbackHandler<never>;
  body(n: number, requestId: string): object;
  /** Create what the deliveries are stored against (not timed): one search, one request per id. */
  prepare(userId: string, requestIds: string[], n: number): Promise<void>;
}

function flightBody(n: number, requestId: string) {
  const routes = Array.from({ length: n }, (_, i) =>
    route({
      mileCost: { program: "united", miles: 20000 + (i % 40) * 1500 },
      segments: [
        segment({ airline: "UA", flightNumbers: [`UA${100 + i}`] }),
        segment({
          airlineCode: "LH",
          flightNumbers: [`LH${400 + i}`, `UA${9000 + i}`],
          departure: { dateTime: "2026-03-02T09:30:00+00:00", airport: "LHR" },
          arrival: { dateTime: "2026-03-02T12:10:00+01:00", airport: "FRA" },
        }),
      ],
      standardItineraryCOS: i % 2 ? "business" : ["business"],
    }),
  );
  const done = { state: 1, message: "Success" };
  return {
    requestId,
    userData: "bench",
    state: 1,
    message: "Success",
    requestDate: new Date().toISOString(),
    progress: { singleDate: done },
    routes,
  };
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
          description:
            i % 8 === 0
              ? `<b>${name}</b><img src=x onerror="alert(1)">`
              : `<b>${name}</b><br>Sleeps ${2 + r}`,
          rates: [
            rate({ pointsPerNight: 20000 + r * 5000 + (i % 30) * 1000 }),
            rate({
              name: "Points + Cash",
              description: "<b>Save points</b>: pay part in cash",
              pointsPerNight: 10000 + r * 2500,
              cashPerNight: 80 + r * 20,
            }),
            ...(r === 0
              ? [
                  rate({
                    name: "Member rate",
                    description: "<b>Member exclusive</b>",
                    pointsPerNight: 18000 + (i % 30) * 900,
                  }),
                ]
              : []),
          ],
        }),
      ),
    }),
  );
  return { requestId, userData: "bench", state: "success", requestDate: new Date().toISOString(), hotels };
}

// A loyalty package callback (spec 2): {method: "account", response: [A5, …]} with one result per
// account of a 20-account refresh: balance, a property, five history rows as a complete reply (in
// British Airways' columns: Date, Activity, Avios).
// Result k of a delivery answers request `${requestId}-${k}`. Each account is checked many times in
// a run: `loyalty` repeats its history (a provider that answers "complete" every time, with nothing
// new: the stored rows stay, lib/loyalty-accounts/store-history.ts); `loyaltyNewHistory` brings a
// new row every check, so every account's rows are replaced each time.
const loyaltyIds = (requestId: string, n: number) => Array.from({ length: n }, (_, k) => `${requestId}-${k}`);
const loyaltyBody = (newRow: boolean) => (n: number, requestId: string) => {
  const checkDate = new Date().toISOString();
  const response = loyaltyIds(requestId, n).map((id, k) => ({
    requestId: id,
    state: 1,
    login: `member${k}`,
    checkDate,
    balance: 20000 + k * 137,
    eliteLevel: k % 3,
    properties: [{ code: "Status", name: "Tier", kind: "3", value: ["Blue", "Silver", "Gold"][k % 3] }],
    history: {
      range: "complete",
      state: `h-${k}`,
      rows: Array.from({ length: 5 }, (_, r) => ({
        fields: [
          { name: "Date", value: `2026-0${1 + r}-1${k % 9}` },
          { name: "Activity", value: newRow && r === 0 ? `Flight ${id}` : `Flight ${r}` },
          { name: "Avios", value: String(500 + r * 250) },
        ],
      })),
    },
  }));
  return { method: "account", response };
};

// Deliveries cycle over ACCOUNT_GROUPS groups of accounts (one account per result position), so
// concurrent deliveries mostly touch different accounts, as packages of different users would.
// Not a multiple of the bench's 5 rounds: with 40, deliveries 5 × 8 apart, which run 8 at a time
// within a round, fell on the same 20 accounts and waited for each other's account locks.
const ACCOUNT_GROUPS = 41;
async function prepareLoyalty(userId: string, requestIds: string[], n: number) {
  await cacheProviderDefinition("british");
  const accounts = Array.from({ length: ACCOUNT_GROUPS * n }, (_, a) => ({
    id: randomUUID(),
    userId,
    providerCode: "british",
    login: `bench-${a}-${randomUUID()}`,
    passwordSealed: "x",
  }));
  await db.loyaltyAccount.createMany({ data: accounts });
  const requests = requestIds.flatMap((requestId, d) =>
    loyaltyIds(requestId, n).map((id, k) => ({
      id: randomUUID(),
      service: "loyalty",
      requestId: id,
      phase: "sent",
      userId,
      kind: "loyalty-check",
      parentId: accounts[(d % ACCOUNT_GROUPS) * n + k]!.id,
    })),
  );
  for (let i = 0; i < requests.length; i += 5000)
    await db.serviceRequest.createMany({ data: requests.slice(i, i + 5000) });
}

/** One award search with a pending request per id, in three bulk inserts (thousands for the warm-up). */
async function prepareSearch(
  userId: string,
  service: string,
  providerCode: string,
  part: string,
  requestIds: string[],
) {
  const search = await db.awardSearch.create({
    data: { userId, service, params: {}, summary: "bench" },
    select: { id: true },
  });
  const rows = requestIds.map((requestId) => ({ id: randomUUID(), requestId }));
  await db.serviceRequest.createMany({
    data: rows.map((r) => ({
      id: r.id,
      service,
      requestId: r.requestId,
      phase: "sent",
      userId,
      kind: `${service === "flights" ? "flight" : "hotel"}-search`,
      parentId: search.id,
    })),
  });
  await db.awardRequest.createMany({
    data: rows.map((r) => ({
      searchId: search.id,
      providerCode,
      serviceRequestId: r.id,
      parts: { [part]: { state: 0, message: "" } },
    })),
  });
}

export const INGESTION_CASES: IngestionCase[] = [
  {
    name: "flights",
    unit: "routes",
    key: "flights",
    sizes: [1, 50, 500],
    handler: flightsCallback as CallbackHandler<never>,
    body: flightBody,
    prepare: (userId, requestIds) => prepareSearch(userId, "flights", "united", "singleDate", requestIds),
  },
  {
    name: "hotels",
    unit: "hotels",
    key: "hotels",
    sizes: [10, 200],
    handler: hotelsCallback as CallbackHandler<never>,
    body: hotelBody,
    prepare: (userId, requestIds) => prepareSearch(userId, "hotels", "hyatt", "main", requestIds),
  },
  ...[false, true].map((newRow) => ({
    name: "loyalty",
    unit: "accounts",
    key: newRow ? "loyaltyNewHistory" : "loyalty",
    sizes: [20],
    handler: loyaltyCallback as CallbackHandler<never>,
    body: loyaltyBody(newRow),
    prepare: (userId: string, requestIds: string[], n: number) => prepareLoyalty(userId, requestIds, n),
  })),
];
