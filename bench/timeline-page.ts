// The timeline page in Chromium with 5,000 generated itineraries: the real trip list (merged and
// grouped by the real lib/timeline code, first screen server-rendered, then hydrated), measuring
// first contentful paint, time to interactive (hydrated and the main thread quiet) and a full
// scroll to the bottom and back with a long-task observer (target: no task over 50 ms).
// Static page from esbuild bundles (next/link stubbed to an anchor), not the Next server: this
// times the list, not the network or the server's merge (bench/timeline-server.ts times that).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright";
import { generateItineraries } from "./timeline-data";
import { groupTrips } from "@/lib/timeline/group-trips";
import { mergeRows } from "@/lib/timeline/merge-items";
import { presentTrip } from "@/lib/timeline/present-item";

const root = process.cwd();
const outDir = path.join(root, ".data", "bench-timeline");
const alias = { "next/link": path.join(root, "bench/next-link-stub.tsx") };

export async function benchTimelinePage(executablePath?: string) {
  fs.mkdirSync(outDir, { recursive: true });
  const common = {
    bundle: true,
    jsx: "automatic",
    alias,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    tsconfig: path.join(root, "tsconfig.json"),
  } as const;
  await build({
    ...common,
    entryPoints: [path.join(root, "bench/timeline-page-harness.tsx")],
    outfile: path.join(outDir, "harness.js"),
    minify: true,
  });
  await build({
    ...common,
    entryPoints: [path.join(root, "bench/timeline-page-ssr.tsx")],
    outfile: path.join(outDir, "ssr.cjs"),
    platform: "node",
    format: "cjs",
  });
  const rows = generateItineraries(5000).map((r, i) => ({
    id: `r${i}`,
    source: r.source,
    accountId: null,
    emailId: null,
    updatedAt: new Date(1e12 + i),
    firstSeenAt: new Date(1e12 + i),
    data: r.data,
  }));
  const items = mergeRows(rows);
  const byKey = new Map(items.map((i) => [i.key, i]));
  const now = Date.now();
  const trips = groupTrips(items)
    .reverse()
    .map((t) => presentTrip(t, byKey, now));
  const { renderTrips } = (await import(path.join(outDir, "ssr.cjs"))) as {
    renderTrips: typeof import("./timeline-page-ssr").renderTrips;
  };
  const html = renderTrips(trips);
  const data = JSON.stringify(trips).replace(/</g, "\\u003c");
  fs.writeFileSync(
    path.join(outDir, "index.html"),
    `<!doctype html><meta charset="utf-8"><style>body{font-family:sans-serif;margin:0 16px}.relative{position:relative}.absolute{position:absolute}.top-0{top:0}.left-0{left:0}.w-full{width:100%}.flex{display:flex}.block{display:block}.h-full{height:100%}.overflow-hidden{overflow:hidden}.truncate{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}.min-w-0{min-width:0}.line-through{text-decoration:line-through}</style><div id="root">${html}</div><script>window.__TRIPS__=${data}</script><script src="harness.js"></script>`,
  );
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
      new PerformanceObserver((list) =>
        list
          .getEntries()
          .forEach((e) => (window as unknown as { __longTasks: number[] }).__longTasks.push(e.duration)),
      ).observe({ type: "longtask", buffered: true });
    });
    await page.goto(`file://${path.join(outDir, "index.html")}`);
    await page.waitForFunction(() => window.__hydratedAt !== undefined);
    const load = await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
      return {
        fcp,
        hydratedAt: window.__hydratedAt!,
        longTasksDuringLoad: tasks.length,
        longestLoadTask: Math.max(0, ...tasks),
      };
    });
    // Time to interactive: hydrated, then the first 50 ms without a long task.
    const tti = await page.evaluate(async (hydratedAt) => {
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
      let seen = tasks.length;
      let quietSince = Math.max(hydratedAt, performance.now());
      for (;;) {
        await new Promise((r) => setTimeout(r, 10));
        if (tasks.length !== seen) {
          seen = tasks.length;
          quietSince = performance.now();
        } else if (performance.now() - quietSince >= 50) return quietSince;
      }
    }, load.hydratedAt);
    // Renderer CPU time around the scroll: on a loaded machine a long task's wall time includes
    // time the process waited for a core, so the CPU actually spent per step is printed too.
    const cdp = await browser.newBrowserCDPSession();
    const rendererCpu = async () => {
      const info = (await cdp.send("SystemInfo.getProcessInfo")) as {
        processInfo: { type: string; cpuTime: number }[];
      };
      return info.processInfo.filter((p) => p.type === "renderer").reduce((sum, p) => sum + p.cpuTime, 0);
    };
    const cpuBefore = await rendererCpu();
    const scroll = await page.evaluate(async () => {
      const tasks = (window as unknown as { __longTasks: number[] }).__longTasks;
      const before = tasks.length;
      const height = document.documentElement.scrollHeight;
      const t = performance.now();
      for (let y = 0; y < height; y += 1800) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => setTimeout(r, 100));
      for (let y = document.documentElement.scrollHeight; y > 0; y -= 1800) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(r));
      }
      await new Promise((r) => setTimeout(r, 100));
      const during = tasks.slice(before);
      const steps = Math.ceil(height / 1800) * 2;
      return {
        ms: performance.now() - t,
        steps,
        rendered: document.querySelectorAll("[data-testid=timeline-item]").length,
        longTasks: during.length,
        longestTaskMs: Math.max(0, ...during),
      };
    });
    const cpuMsPerStep = (((await rendererCpu()) - cpuBefore) * 1000) / scroll.steps;
    const r = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
    return {
      itineraries: 5000,
      items: items.length,
      trips: trips.length,
      fcpMs: r(load.fcp),
      hydratedMs: r(load.hydratedAt),
      ttiMs: r(tti),
      scrollMs: r(scroll.ms),
      scrollSteps: scroll.steps,
      scrollRendererCpuMsPerStep: r(cpuMsPerStep),
      scrollLongTasks: scroll.longTasks,
      scrollLongestTaskMs: r(scroll.longestTaskMs),
      scrollTargetMet: scroll.longestTaskMs <= 50,
      itemsInDomAtOnce: scroll.rendered,
    };
  } finally {
    await browser.close();
  }
}
