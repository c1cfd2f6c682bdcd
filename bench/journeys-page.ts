// Journeys on the results page in Chromium (issue 38): a round trip ±3 days on 3 programs is 42
// requests (2 legs × 7 days × 3 programs) of 500 routes each, 21,000 routes. The real components
// (TripResults: journeys, then each leg's list; bundled with esbuild as bench/results-page.ts does)
// show 41 answers; then the last one arrives, and the time is from its arrival to the journeys
// recomputed (lib/flights/pair-journeys.ts), sorted and on screen. Target: ≤ 100 ms.
import path from "node:path";
import { chromium } from "playwright";
import type { ProgramStatus } from "@/lib/award-search/aggregate-progress";
import type { FlightSearchView, RouteView } from "@/lib/flights/flight-search-view";
import { buildHarness, makeRoutes } from "./results-page";

const JOURNEYS_TARGET_MS = 100;
const root = process.cwd();
const outDir = path.join(root, ".data", "bench-journeys");
const PROGRAMS = ["united", "alaska", "flyingblue"];
const DAY_MS = 86_400_000;
const day = (base: string, d: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + d * DAY_MS).toISOString().slice(0, 10);

interface Req {
  id: string;
  leg: number;
  date: string;
  program: string;
}

function requests(): Req[] {
  const out: Req[] = [];
  [
    ["2027-03-04", 0],
    ["2027-03-11", 1],
  ].forEach(([asked, leg]) => {
    for (let d = -3; d <= 3; d++)
      for (const program of PROGRAMS)
        out.push({
          id: `ar-${leg}-${d + 3}-${program}`,
          leg: leg as number,
          date: day(asked as string, d),
          program,
        });
  });
  return out;
}

/** 500 routes of one request: the results page bench's routes moved to the request's day and leg
 *  (JFK → LHR out, LHR → JFK back), priced differently per request so programs and days mix. */
function routesOf(r: Req, index: number, base: RouteView[]): RouteView[] {
  const shift = Date.parse(`${r.date}T00:00:00Z`) - Date.UTC(2026, 2, 1);
  const move = (iso: string) => new Date(Date.parse(iso) + shift).toISOString().slice(0, 19) + "+00:00";
  const flip = (a: string) => (r.leg === 0 ? a : a === "JFK" ? "LHR" : a === "LHR" ? "JFK" : a);
  return base.map((b, i) => ({
    ...b,
    id: `${r.id}.${i}`,
    awardRequestId: r.id,
    providerCode: r.program,
    miles: 20_000 + ((i * 7919 + index * 104_729) % 80) * 1000,
    departAt: new Date(Date.parse(b.departAt) + shift).toISOString(),
    segments: b.segments.map((s) => ({
      ...s,
      departure: { ...s.departure, airport: flip(s.departure.airport), dateTime: move(s.departure.dateTime) },
      arrival: { ...s.arrival, airport: flip(s.arrival.airport), dateTime: move(s.arrival.dateTime) },
    })),
    leg: r.leg,
    date: r.date,
  }));
}

function status(r: Req, pending: boolean): ProgramStatus & { leg: number } {
  return {
    id: r.id,
    providerCode: r.program,
    state: pending ? 1 : 3,
    message: null,
    question: null,
    parts: {},
    pending,
    version: pending ? "0" : "1",
    leg: r.leg,
    label: `${r.leg ? "LHR → JFK" : "JFK → LHR"} · ${r.date}`,
  } as ProgramStatus & { leg: number };
}

function journeyViews(): {
  before: FlightSearchView;
  last: FlightSearchView;
  routes: number;
  requests: number;
} {
  const reqs = requests();
  const base = makeRoutes(500);
  const byReq = reqs.map((r, i) => routesOf(r, i, base));
  const lastReq = reqs.length - 1;
  const common = {
    id: "bench",
    summary: "JFK ⇄ LHR ±3 days",
    createdAt: "2027-01-01T00:00:00Z",
    cashFareMinor: null,
    params: {
      programs: PROGRAMS,
      from: "JFK",
      to: "LHR",
      date: "2027-03-04",
      trip: "roundTrip" as const,
      flex: 3,
      returnDate: "2027-03-11",
      returnFlex: 3,
      cabins: ["economy" as const, "business" as const],
      adults: 1,
      currency: "USD" as const,
      calendar: false,
      calendarPrograms: [],
      accountPrograms: [],
    },
    programNames: { united: "United MileagePlus", alaska: "Alaska Mileage Plan", flyingblue: "Flying Blue" },
    calendar: [],
  };
  const sorted = (rs: RouteView[]) =>
    rs.sort(
      (a, b) =>
        a.miles - b.miles ||
        (a.awardRequestId < b.awardRequestId
          ? -1
          : a.awardRequestId > b.awardRequestId
            ? 1
            : a.position - b.position),
    );
  const before: FlightSearchView = {
    ...common,
    programs: reqs.map((r, i) => status(r, i === lastReq)),
    progress: { pending: true } as FlightSearchView["progress"],
    routes: sorted(byReq.slice(0, lastReq).flat()),
    unchanged: [],
  };
  // The poll after the last answer: only the changed request's routes, the others kept (as the API does).
  const last: FlightSearchView = {
    ...common,
    programs: reqs.map((r) => status(r, false)),
    progress: { pending: false } as FlightSearchView["progress"],
    routes: sorted([...byReq[lastReq]!]),
    unchanged: reqs.slice(0, lastReq).map((r) => r.id),
  };
  return { before, last, routes: byReq.flat().length, requests: reqs.length };
}

export async function benchJourneysPage(
  executablePath?: string,
  rounds = Number(process.env.BENCH_ROUNDS ?? 5),
) {
  await buildHarness("bench/journeys-page-harness.tsx", outDir);

  const { before, last, routes, requests } = journeyViews();
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const runs: {
      lastResultMs: number;
      listsMs: number;
      pairingMs: number;
      journeys: number;
      countText: string;
      mountMs: number;
    }[] = [];
    // A fresh page each round (no state carried over); the median is the figure.
    for (let i = 0; i < rounds; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`file://${path.join(outDir, "index.html")}`);
      const mountMs = await page.evaluate((b) => window.benchJourneysMount(b), before);
      runs.push({
        mountMs,
        ...(await page.evaluate((l) => window.benchJourneysLast(l), last)),
      });
      await page.close();
    }
    const ms = (x: number) => Math.round(x * 10) / 10;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    /** Nearest rank: with 5 rounds, the slowest. */
    const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
    const lastResultMs = ms(median(runs.map((r) => r.lastResultMs)));
    return {
      requests,
      routes,
      journeys: runs[0]!.journeys,
      shown: runs[0]!.countText,
      lastResultMs,
      lastResultP95Ms: ms(p95(runs.map((r) => r.lastResultMs))),
      rounds: runs.map((r) => ms(r.lastResultMs)),
      listsMs: ms(median(runs.map((r) => r.listsMs))),
      listsP95Ms: ms(p95(runs.map((r) => r.listsMs))),
      pairingMs: ms(median(runs.map((r) => r.pairingMs))),
      mountMs: ms(median(runs.map((r) => r.mountMs))),
      targetMs: JOURNEYS_TARGET_MS,
      met: lastResultMs <= JOURNEYS_TARGET_MS,
    };
  } finally {
    await browser.close();
  }
}
