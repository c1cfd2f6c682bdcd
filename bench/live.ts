// Issue 17 push benchmarks, under `live` in `npm run bench`'s JSON: callback → screen and bytes per
// search in Chromium against the real app (bench/live-page.ts), and 500 open event streams
// (bench/live-streams.ts, a child: lib/ needs the react-server condition).
import { spawn } from "node:child_process";
import { benchLivePage } from "./live-page";

function streamsChild(databaseUrl: string): Promise<{
  streams: number;
  memoryPerConnectionKb: number;
  heapPerConnectionKb: number;
  firstNotifyMs: number;
  lastNotifyMs: number;
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "bench/live-streams.ts"],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop() ?? ""))
        : reject(new Error(`bench/live-streams.ts exited ${code}`)),
    );
  });
}

export async function benchLive(databaseUrl: string, chromium?: string) {
  const streams = await streamsChild(databaseUrl);
  console.log(
    `\nLive: ${streams.streams} open event streams on loopback: ${streams.memoryPerConnectionKb} KB RSS per stream on the server (${streams.heapPerConnectionKb} KB heap); one NOTIFY reached the first in ${streams.firstNotifyMs} ms, the last in ${streams.lastNotifyMs} ms`,
  );
  let page: Awaited<ReturnType<typeof benchLivePage>> | { skipped: string };
  try {
    page = await benchLivePage(databaseUrl, chromium);
    const c = page.callbackToScreen;
    console.log(
      `Live: callback → new route on screen over ${c.deliveries} deliveries (results page open in Chromium; target p50 ≤ 150 ms; machine load average ${page.loadAverage.start} → ${page.loadAverage.end})`,
    );
    console.table([
      {
        mode: "event stream",
        "p50 ms": c.p50Ms,
        "p95 ms": c.p95Ms,
        target: c.p50Ms <= 150 ? "met" : "MISSED",
      },
      {
        mode: "polling (event streams blocked)",
        "p50 ms": c.pollingP50Ms,
        "p95 ms": c.pollingP95Ms,
        target: "",
      },
    ]);
    const b = page.bytes;
    console.log(
      `Live: bytes per 3 × 500-route search ÷ final results (target ≤ 1.5): ${page.bytesRatio} (${b.live.bytes.toLocaleString("en-US")} B ÷ ${b.live.finalResultsBytes.toLocaleString("en-US")} B; the search's own responses alone ${b.live.searchResponsesRatio}); with polling ${b.polling.ratio} (alone ${b.polling.searchResponsesRatio}); with 500 copies of one sample route a program ${b.liveWithCopiesOfOneRoute.ratio} (alone ${b.liveWithCopiesOfOneRoute.searchResponsesRatio})`,
    );
    const n = page.noticeToScreen;
    if ("skipped" in n) console.log(`Live: notice latency skipped: ${n.skipped}`);
    else
      console.log(
        `Live: a watch's matching result stored → its notice counted in the navigation of an open page, ${n.rounds} rounds: p50 ${n.p50Ms} ms, p95 ${n.p95Ms} ms (target p50 ≤ 300 ms: ${n.targetMet ? "met" : "MISSED"}; the whole path: stored and notified → the worker evaluates → the notice pushed to the page)`,
      );
    console.table(
      Object.entries(b).map(([run, m]) => ({
        run,
        ...Object.fromEntries(
          Object.entries(m.breakdown).map(([kind, k]) => [
            kind,
            `${k.bytes.toLocaleString("en-US")} B / ${k.requests}`,
          ]),
        ),
        "final results": `${m.finalResultsBytes.toLocaleString("en-US")} B`,
      })),
    );
  } catch (error) {
    page = { skipped: (error as Error).message.split("\n")[0] ?? "failed" };
    console.log(`Live page bench skipped: ${(error as Error).message}`);
  }
  return { ...page, streams };
}
