// Issue 17 push benchmarks, under `live` in `npm run bench`'s JSON: callback → screen and bytes per
// search in Chromium against the real app (bench/live-page.ts), and 500 open event streams
// (bench/live-streams.ts, a child: lib/ needs the react-server condition).
import { spawn } from "node:child_process";
import { benchLivePage } from "./live-page";

function streamsChild(databaseUrl: string): Promise<{ streams: number; memoryPerConnectionKb: number; heapPerConnectionKb: number; firstNotifyMs: number; lastNotifyMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/live-streams.ts"], { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" }, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop() ?? "")) : reject(new Error(`bench/live-streams.ts exited ${code}`))));
  });
}

export async function benchLive(databaseUrl: string, chromium?: string) {
  const streams = await streamsChild(databaseUrl);
  console.log(`\nLive: ${streams.streams} open event streams on loopback: ${streams.memoryPerConnectionKb} KB RSS per stream on the server (${streams.heapPerConnectionKb} KB heap); one NOTIFY reached the first in ${streams.firstNotifyMs} ms, the last in ${streams.lastNotifyMs} ms`);
  let page: Awaited<ReturnType<typeof benchLivePage>> | { skipped: string };
  try {
    page = await benchLivePage(databaseUrl, chromium);
    const c = page.callbackToScreen;
    console.log(`Live: callback → new route on screen over ${c.deliveries} deliveries (results page open in Chromium; target p50 ≤ 150 ms)`);
    console.table([
      { mode: "event stream", "p50 ms": c.p50Ms, "p95 ms": c.p95Ms, target: c.p50Ms <= 150 ? "met" : "MISSED" },
      { mode: "polling (event streams blocked)", "p50 ms": c.pollingP50Ms, "p95 ms": c.pollingP95Ms, target: "" },
    ]);
    console.log(`Live: bytes per 3 × 500-route search ÷ final results (target ≤ 1.5): ${page.bytesRatio} (${page.bytes.live.bytes.toLocaleString("en-US")} B ÷ ${page.bytes.live.finalResultsBytes.toLocaleString("en-US")} B); with polling ${page.bytes.polling.ratio}`);
  } catch (error) {
    page = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`Live page bench skipped: ${(error as Error).message}`);
  }
  return { ...page, streams };
}
