// Live updates in Chromium against the real app (launcher: web behind its access-log front, worker,
// simulator, this bench's PostgreSQL) — issue 17 "Callback → screen" and "Bytes per search".
// The bench plays the flights service: the simulator's own callbacks are refused (callback faults)
// and the poll fallback is pushed out of the way (CALLBACK_GRACE_SECONDS), so the only results are
// the deliveries the bench POSTs, signed like the service's, at times it knows.
// - callbackToScreen: a results page open; each delivery brings a new cheapest route; time from the
//   POST to that route's card on screen (the page's own clock, same machine), live and with event
//   streams blocked (the page falls back to 1 s polling).
// - bytesRatio: a 3-program × 500-route search, page opened while pending (static assets cached by
//   an earlier visit), the three results delivered; every byte the page downloads from its first
//   request until the search is final (CDP, as transferred) ÷ the final results as transferred.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright";
import pg from "pg";
import { route, segment } from "@/lib/services/flights/result-fixtures";

const PORT = Number(process.env.BENCH_LIVE_PORT ?? 3396);
const SIM_PORT = Number(process.env.BENCH_LIVE_SIM_PORT ?? 4396);
const BASE = `http://127.0.0.1:${PORT}`;
const SIM = `http://127.0.0.1:${SIM_PORT}`;
const DELIVERIES = 50;
const AUTH = `Basic ${Buffer.from("flights-callback:flights-callback-local-secret").toString("base64")}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function startApp(databaseUrl: string) {
  const dataDir = path.resolve(".data/bench-live");
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(path.join(dataDir, "launch.log"), "w");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/launch.ts"], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(PORT), SIM_PORT: String(SIM_PORT), SMTP_PORT: process.env.BENCH_LIVE_SMTP_PORT ?? "2696",
      MILEPOST_DATA_DIR: dataDir, DEMO_SEED: "off", CALLBACK_GRACE_SECONDS: "3600", NODE_ENV: "production",
    },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  return { stop: async () => (child.kill("SIGTERM"), await exited) };
}

function body(requestId: string, routes: object[], final: boolean) {
  const done = { state: 1, message: "Success" };
  return { requestId, userData: "", state: 1, message: "Success", requestDate: new Date().toISOString(), progress: final ? { singleDate: done } : { singleDate: done, calendar: { state: 0, message: "" } }, routes };
}
const routeOf = (miles: number, i = 0) => route({ mileCost: { program: "united", miles }, cashCost: { currency: "USD", taxes: 50 + (i % 90), fees: 0 }, segments: [segment({ airlineCode: "UA", flightNumbers: [`UA${100 + i}`] })] });

const post = (payload: object) => fetch(`${BASE}/api/callbacks/flights`, { method: "POST", headers: { authorization: AUTH, "content-type": "application/json" }, body: JSON.stringify(payload) }).then(async (r) => {
  if (!r.ok) throw new Error(`callback answered ${r.status}: ${await r.text()}`);
});

async function createSearch(page: Page, db: pg.Client, programs: string[], calendar: boolean, days: number) {
  const data = { programs, from: "JFK", to: "LHR", date: inDays(days), cabins: ["economy", "business"], adults: 1, currency: "USD", calendar };
  // The worker loads the programs catalog at start: until then the programs are unknown (400).
  let res = await page.request.post(`${BASE}/api/flights/searches`, { data });
  for (let i = 0; i < 120 && res.status() === 400; i++) {
    await new Promise((r) => setTimeout(r, 500));
    res = await page.request.post(`${BASE}/api/flights/searches`, { data });
  }
  if (!res.ok()) throw new Error(`search refused: ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ requestId: string | null }>(`SELECT sr."requestId" FROM "AwardRequest" ar JOIN "ServiceRequest" sr ON sr.id = ar."serviceRequestId" WHERE ar."searchId" = $1`, [id]);
    if (rows.length === programs.length && rows.every((r) => r.requestId)) return { id, requestIds: rows.map((r) => r.requestId!) };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the search's requests were not sent");
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 10) / 10;
};

/** Open the search page, wait until it has settled (live: the stream's first refetch), then time deliveries. */
async function timeDeliveries(page: Page, db: pg.Client, live: boolean, days: number) {
  if (!live) await page.route("**/api/events", (r) => r.abort());
  const { id, requestIds } = await createSearch(page, db, ["united"], true, days);
  await page.goto(`${BASE}/flights?search=${id}`);
  await page.getByText(/Searching…/).first().waitFor();
  if (live) await page.waitForResponse((r) => r.url().includes(`/api/flights/searches/${id}`));
  // The page records when each cheapest-route card first shows (checked every frame).
  // (A string: the bench runs under tsx, whose helper names would not exist in the page.)
  await page.evaluate(`(() => {
    const seen = (window.__seen = {});
    const tick = () => {
      const label = document.querySelector("[aria-label=Routes] article")?.getAttribute("aria-label") ?? "";
      const miles = label.match(/([\\d,]+) miles/)?.[1]?.replace(/,/g, "");
      if (miles && !(miles in seen)) seen[miles] = Date.now();
      requestAnimationFrame(tick);
    };
    tick();
  })()`);
  const ms: number[] = [];
  for (let i = 1; i <= DELIVERIES; i++) {
    const miles = 90_000 - i * 100;
    const sent = Date.now();
    await post(body(requestIds[0]!, [routeOf(miles, i), routeOf(95_000, i + 1)], false));
    const shown = await page.waitForFunction((m) => (window as unknown as { __seen: Record<string, number> }).__seen[m], String(miles), { timeout: 15_000, polling: 20 });
    ms.push(((await shown.jsonValue())!) - sent);
  }
  await page.unroute("**/api/events");
  return ms;
}

/** Bytes from the page's first request until the 3 × 500-route search is final ÷ the final results. */
async function measureBytes(page: Page, db: pg.Client, live: boolean, days: number) {
  if (!live) await page.route("**/api/events", (r) => r.abort());
  const { id, requestIds } = await createSearch(page, db, ["united", "delta", "britishairways"], false, days);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  let bytes = 0;
  const streamed = new Map<string, number>();
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  cdp.on("Network.dataReceived", (e) => streamed.set(e.requestId, (streamed.get(e.requestId) ?? 0) + e.encodedDataLength));
  const finished = new Set<string>();
  cdp.on("Network.loadingFinished", (e) => finished.add(e.requestId));
  await page.goto(`${BASE}/flights?search=${id}`);
  await page.getByText(/Searching…/).first().waitFor();
  for (const [i, requestId] of requestIds.entries()) {
    await new Promise((r) => setTimeout(r, 700));
    await post(body(requestId, Array.from({ length: 500 }, (_, r) => routeOf(20_000 + ((r * 37 + i * 11) % 400) * 150, r)), true));
  }
  await page.getByText(/All 3 programs finished/).waitFor({ timeout: 30_000 });
  await page.getByTestId("result-count").filter({ hasText: /1,?500 routes/ }).waitFor({ timeout: 30_000 });
  // Streams still open (the event stream) count what they received so far.
  for (const [requestId, n] of streamed) if (!finished.has(requestId)) bytes += n;
  const total = bytes;
  bytes = 0;
  await page.evaluate((u) => fetch(u).then((r) => r.text()), `/api/flights/searches/${id}`);
  const finalSize = bytes;
  await cdp.detach();
  await page.unroute("**/api/events");
  return { bytes: total, finalResultsBytes: finalSize, ratio: Math.round((total / finalSize) * 100) / 100 };
}

export async function benchLivePage(databaseUrl: string, executablePath?: string) {
  const app = startApp(databaseUrl);
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitFor(`${BASE}/api/health`, 900_000);
    await db.connect();
    await fetch(`${SIM}/_control/callback-faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ service: "flights", count: 1_000_000 }) });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${BASE}/sign-in`);
    await page.getByLabel("Email").fill("demo@milepost.test");
    await page.getByLabel("Password").fill("milepost-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: /Welcome/ }).waitFor();
    await page.goto(`${BASE}/flights`); // static assets of the results page into the cache
    const live = await timeDeliveries(page, db, true, 40);
    const polling = await timeDeliveries(page, db, false, 41);
    const bytesLive = await measureBytes(page, db, true, 42);
    const bytesPolling = await measureBytes(page, db, false, 43);
    return {
      callbackToScreen: { deliveries: DELIVERIES, p50Ms: pct(live, 50), p95Ms: pct(live, 95), pollingP50Ms: pct(polling, 50), pollingP95Ms: pct(polling, 95) },
      bytesRatio: bytesLive.ratio,
      bytes: { live: bytesLive, polling: bytesPolling },
    };
  } finally {
    await db.end().catch(() => {});
    await browser.close();
    await app.stop();
  }
}
