// Child of bench/notice-latency.ts (lib/ needs the react-server condition): for each round, a watch
// and its run are prepared, then a matching route and its request's answer are stored in one
// transaction as a callback stores them (the moment timed; the request row's trigger raises the live
// event); the running app's worker hears it (lib/watches/watch-run-listener.ts) and evaluates
// the run. Prints one JSON line per round.
// Env: DATABASE_URL, BENCH_USER_ID, BENCH_ROUNDS, BENCH_GAP_MS.
import { writeAwardResult } from "@/lib/award-search/award-results";
import { db } from "@/lib/db";
import type { StoredRoute } from "@/lib/flights/stored-results";
import { sqlTransaction } from "@/lib/sql/transaction";

const userId = process.env.BENCH_USER_ID!;
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 1500);
const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const params = {
  programs: ["united"],
  from: "SFO",
  to: "NRT",
  date,
  cabins: ["economy"],
  adults: 1,
  currency: "USD",
  calendar: false,
  calendarPrograms: [],
  accountPrograms: [],
};
const conditions = { maxMiles: null, cabins: ["economy"], nonstop: false, seats: 1, programs: ["united"] };
const route = (flight: string): StoredRoute => ({
  providerCode: "united",
  position: 0,
  miles: 35_000,
  taxesMinor: 5600,
  currency: "USD",
  originalCurrency: null,
  conversionRate: null,
  stops: 0,
  durationMinutes: 660,
  departAt: `${date}T11:00:00`,
  cabins: ["economy"],
  mixedCabin: false,
  airlines: ["UA"],
  seats: 4,
  awardType: null,
  segments: [
    {
      departure: { dateTime: `${date}T11:00:00`, airport: "SFO" },
      arrival: { dateTime: `${date}T15:00:00`, airport: "NRT" },
      cabin: "economy",
      flightNumbers: [flight],
      airline: "UA",
    },
  ],
});

async function main() {
  for (let i = 1; i <= rounds; i++) {
    const search = await db.awardSearch.create({
      data: { userId, service: "flights", params, summary: "Watch: SFO → NRT" },
      select: { id: true },
    });
    const srId = `bench-notice-${process.pid}-${i}`;
    await db.serviceRequest.create({
      data: {
        id: srId,
        service: "flights",
        requestId: srId,
        userId,
        kind: "flight-search",
        parentId: search.id,
      },
    });
    const ar = await db.awardRequest.create({
      data: { searchId: search.id, providerCode: "united", serviceRequestId: srId, state: 1 },
      select: { id: true },
    });
    await db.watch.create({
      data: {
        userId,
        service: "flights",
        params,
        summary: `SFO → NRT #${i}`,
        conditions,
        dateFrom: date,
        dateTo: date,
        nextRunAt: new Date(Date.now() + 86_400_000),
        runSearchId: search.id,
      },
      select: { id: true },
    });
    const routes = [route(`UA ${800 + i}`)];
    const storedAt = Date.now();
    await sqlTransaction(async (tx) => {
      await writeAwardResult(tx, {
        awardRequestId: ar.id,
        searchId: search.id,
        kind: "routes",
        items: routes,
        best: 35_000,
      });
      await tx.$executeRaw`UPDATE "ServiceRequest" SET state = 1, "completedAt" = now() WHERE id = ${srId}`;
    });
    console.log(JSON.stringify({ round: i, storedAt, toldAt: Date.now(), outcome: "notified" }));
    await new Promise((r) => setTimeout(r, gapMs));
  }
  await db.watch.deleteMany({ where: { userId, summary: { startsWith: "SFO → NRT #" } } });
  await db.$disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
