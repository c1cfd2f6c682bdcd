// Results page in Chromium: the real components (bundled with esbuild into a static page) mount
// showing a search in progress (`mountMs`, cold code), then 500 routes + a 60-day calendar arrive
// (`renderMs`: from the data's arrival to the list on screen), then sort and filter interactions
// are timed from the change event to the list showing the new order. Target: < 100 ms per interaction.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import type { CalendarDayView, RouteView } from "@/lib/flights/flight-search-view";

const root = process.cwd();
const outDir = path.join(root, ".data", "bench-page");

// Deterministic pseudo-random value in [0, 1) per route and attribute (no Math.random: repeatable runs).
function rnd(i: number, salt: number): number {
  let x = (Math.imul(i + 1, 374761393) + Math.imul(salt, 668265263)) | 0;
  x = Math.imul(x ^ (x >>> 13), 1274126177);
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}
const pick = (i: number, salt: number, n: number) => Math.floor(rnd(i, salt) * n);

export function makeRoutes(n: number): RouteView[] {
  return Array.from({ length: n }, (_, i) => {
    const dep = Date.UTC(2026, 2, 1, 6 + pick(i, 1, 16), pick(i, 2, 60));
    const dur = 300 + pick(i, 3, 900);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19) + "+00:00";
    const seg = (from: string, to: string, a: number, b: number, airline: string) => ({
      departure: { dateTime: iso(a), airport: from },
      arrival: { dateTime: iso(b), airport: to },
      cabin: pick(i, 4, 3) ? "economy" : "business",
      flightNumbers: [`${airline}${100 + i}`],
      airline,
      aircraft: "Boeing 787-9",
      flightTime: "5:00",
    });
    const stops = pick(i, 5, 3);
    const segments =
      stops === 0
        ? [seg("JFK", "LHR", dep, dep + dur * 60_000, "UA")]
        : [
            seg("JFK", "FRA", dep, dep + 400 * 60_000, pick(i, 6, 2) ? "LH" : "AC"),
            seg("FRA", "LHR", dep + 460 * 60_000, dep + dur * 60_000 + 500 * 60_000, "UA"),
          ];
    return {
      id: String(i),
      position: i,
      awardRequestId: pick(i, 7, 2) ? "ar-united" : "ar-delta",
      providerCode: pick(i, 7, 2) ? "united" : "delta",
      miles: 20000 + pick(i, 8, 80) * 1000,
      taxesMinor: (20 + pick(i, 9, 500)) * 100,
      currency: "USD",
      originalCurrency: null,
      conversionRate: null,
      stops,
      durationMinutes: dur + stops * 500,
      departAt: new Date(dep).toISOString(),
      cabins: [...new Set(segments.map((s) => s.cabin))],
      mixedCabin: false,
      airlines: [...new Set(segments.map((s) => s.airline))],
      seats: 1 + (i % 9),
      awardType: null,
      segments,
    };
  });
}

export function makeCalendar(days: number): CalendarDayView[] {
  return Array.from({ length: days * 2 }, (_, i) => ({
    awardRequestId: i % 4 < 2 ? "ar-united" : "ar-delta",
    providerCode: i % 4 < 2 ? "united" : "delta",
    date: new Date(Date.UTC(2026, 1, 1) + Math.floor(i / 2) * 86_400_000).toISOString().slice(0, 10),
    cabin: i % 2 ? "business" : "economy",
    miles: 20000 + ((i * 3571) % 60) * 1000,
    taxesMinor: 5000,
    currency: "USD",
  }));
}

/** Bundles a bench harness (the app's own components, built for production) into `dir` with the page
 *  that runs it: the few layout classes the virtualized lists need, without Tailwind. */
export async function buildHarness(entry: string, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    outfile: path.join(dir, "harness.js"),
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    minify: true,
    logLevel: "error",
    tsconfig: path.join(root, "tsconfig.json"),
  });
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><meta charset="utf-8"><style>.h-\\[70vh\\]{height:70vh}.overflow-y-auto{overflow-y:auto}.absolute{position:absolute}.inset-x-0{left:0;right:0}</style><div id="root"></div><script src="harness.js"></script>`,
  );
}

export async function benchResultsPage(executablePath?: string) {
  await buildHarness("bench/results-page-harness.tsx", outDir);

  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`file://${path.join(outDir, "index.html")}`);
    const { mountMs, arrivalMs } = await page.evaluate(([r, c]) => window.benchRender(r, c, "2026-03-01"), [
      makeRoutes(500),
      makeCalendar(60),
    ] as const);
    const interact = (selector: string, value: string) =>
      page.evaluate(
        async ([sel, val]) => {
          const el = document.querySelector(sel) as HTMLSelectElement | HTMLInputElement;
          const before =
            (document.querySelector("[data-testid=result-count]")?.textContent ?? "") +
            [...document.querySelectorAll("article")]
              .map((a) => a.getAttribute("aria-label") + a.textContent)
              .join("|");
          const t = performance.now();
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")!.set!;
          setter.call(el, val);
          el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
          for (let i = 0; i < 300; i++) {
            await new Promise((r) => requestAnimationFrame(r));
            const now =
              (document.querySelector("[data-testid=result-count]")?.textContent ?? "") +
              [...document.querySelectorAll("article")]
                .map((a) => a.getAttribute("aria-label") + a.textContent)
                .join("|");
            if (now !== before) break;
          }
          await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - t;
        },
        [selector, value] as const,
      );
    const steps: [string, string, string][] = [
      ["sort: taxes", "#f-sort", "taxes"],
      ["sort: duration", "#f-sort", "duration"],
      ["sort: departure", "#f-sort", "departure"],
      ["filter: cabin business", "#f-cabin", "business"],
      ["filter: nonstop", "#f-stops", "0"],
      ["filter: program", "#f-program", "united"],
      ["filter: airline", "#f-airline", "LH"],
      ["filter: max miles", "#f-max-miles", "50000"],
    ];
    const interactions: { action: string; ms: number }[] = [];
    // Each filter is timed alone, from the unfiltered list (reset afterwards, untimed).
    for (const [action, sel, val] of steps) {
      interactions.push({ action, ms: Math.round((await interact(sel, val)) * 10) / 10 });
      if (action.startsWith("filter")) await interact(sel, "");
    }
    const ms = (x: number) => Math.round(x * 10) / 10;
    return {
      routes: 500,
      calendarDays: 60,
      mountMs: ms(mountMs),
      renderMs: ms(arrivalMs),
      interactions,
      worstInteractionMs: Math.max(...interactions.map((i) => i.ms)),
    };
  } finally {
    await browser.close();
  }
}
