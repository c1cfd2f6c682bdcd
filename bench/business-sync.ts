// Bench: sync of a business with 1,000 people and 10,000 accounts when 1 % changed, beside a full
// re-fetch of every account. Real simulator (in-process, clock held still, only _sim/touch moves
// lastChangeDate) and real PostgreSQL (DATABASE_URL from bench/run.ts). Prints one JSON line.
import { performance } from "node:perf_hooks";
import { startSimulator } from "../simulator/server";
import { createBusinessService } from "../simulator/services/business/business-service";
import { generatedRoster } from "../simulator/services/business/business-roster";

const PEOPLE = 1000;
const ACCOUNTS_EACH = 10;
const KEY = "milepost:business-local-key";

async function main() {
  const roster = generatedRoster(PEOPLE, ACCOUNTS_EACH);
  const sim = await startSimulator(
    { port: 0, host: "127.0.0.1", timeScale: 1 },
    { log: () => {}, factories: [(h) => createBusinessService(h, { roster, moving: false })] },
  );
  process.env.BUSINESS_API_URL = `${sim.url}/business`;
  const { db } = await import("../lib/db");
  const { sealApiKey } = await import("../lib/business/business-key");
  const { syncBusiness } = await import("../lib/business/sync-business");
  let accountCalls = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (/\/account\/\d+$/.test(String(input instanceof Request ? input.url : input))) accountCalls++;
    return realFetch(input, init);
  };
  const user = await db.user.create({
    data: { email: `bench-${Date.now()}@example.test`, passwordHash: "x" },
    select: { id: true },
  });
  const conn = await db.businessConnection.create({
    data: { userId: user.id, apiKeySealed: sealApiKey(KEY), apiKeyLast4: KEY.slice(-4) },
    select: { id: true },
  });
  const run = async () => {
    const r = await db.businessSyncRun.create({
      data: { userId: user.id, connectionId: conn.id, reason: "schedule", status: "queued" },
      select: { id: true },
    });
    await db.businessApiCall.deleteMany({ where: { connectionId: conn.id } }); // each run is its own 10-minute window here
    accountCalls = 0;
    const t = performance.now();
    await syncBusiness(r.id, { resumeLater: async () => undefined, concurrency: 8 });
    const ms = Math.round(performance.now() - t);
    const row = await db.businessSyncRun.findUniqueOrThrow({
      where: { id: r.id },
      select: { status: true, accountsFetched: true, accountsTotal: true },
    });
    return { ms, accountCalls, ...row };
  };
  const initial = await run();
  const all = roster.flatMap((p) => p.accounts.map((a) => a.accountId));
  const changed = all.filter((_, i) => i % 100 === 7); // 1 %, spread over the people
  await realFetch(`${sim.url}/business/api/export/v1/_sim/touch`, {
    method: "POST",
    headers: { "X-Authentication": KEY, "content-type": "application/json" },
    body: JSON.stringify({ accountIds: changed }),
  });
  const incremental = await run();
  await db.businessAccount.updateMany({ where: { connectionId: conn.id }, data: { indexChangeDate: null } }); // forget every copy: a full re-fetch
  const full = await run();
  await db.user.delete({ where: { id: user.id } });
  await sim.close();
  await db.$disconnect();
  const result = {
    people: PEOPLE,
    accounts: all.length,
    changed: changed.length,
    initial: { ms: initial.ms, accountCalls: initial.accountCalls },
    incremental: {
      ms: incremental.ms,
      accountCalls: incremental.accountCalls,
      callsEqualChanged: incremental.accountCalls === changed.length,
      status: incremental.status,
    },
    fullRefetch: { ms: full.ms, accountCalls: full.accountCalls, status: full.status },
    timeRatio: Math.round((incremental.ms / full.ms) * 1000) / 1000,
    callRatio: Math.round((incremental.accountCalls / full.accountCalls) * 1000) / 1000,
  };
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
