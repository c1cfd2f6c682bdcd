// 500 open event streams on loopback (issue 17 "Connections"): the web server's memory per open
// stream, and the delay from a committed NOTIFY to its event on the last of the streams. The server
// is a separate process (bench/live-streams-server.ts) running the app's stream code; all 500
// streams belong to one user (500 tabs), so one notification fans out to every one of them.
// Prints one JSON line: { streams, memoryPerConnectionKb, heapPerConnectionKb, lastNotifyMs, firstNotifyMs }.
import { spawn } from "node:child_process";
import http from "node:http";
import pg from "pg";

const STREAMS = 500;
const user = `bench-live-${process.pid}`;

function startServer(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--conditions=react-server", "--import", "tsx", "bench/live-streams-server.ts"],
    { env: process.env, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.once("data", (d: Buffer) =>
      resolve({ port: (JSON.parse(d.toString()) as { port: number }).port, stop: () => child.kill() }),
    );
    child.once("exit", (code) => reject(new Error(`stream server exited ${code}`)));
  });
}

const memory = (port: number) =>
  new Promise<{ rss: number; heapUsed: number; external: number }>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port, path: "/memory", agent: false }, (res) => {
        let body = "";
        res.on("data", (d: Buffer) => (body += d.toString()));
        res.on("end", () => resolve(JSON.parse(body) as { rss: number; heapUsed: number; external: number }));
      })
      .on("error", reject),
  );

/** One stream: resolves when `ready`; `changed` resolves at the first change event (its arrival time). */
function openStream(port: number) {
  let onChange: (t: number) => void = () => {};
  const changed = new Promise<number>((r) => (onChange = r));
  const ready = new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: `/events?u=${user}`, agent: false }, (res) => {
      let buf = "";
      res.on("data", (d: Buffer) => {
        buf += d.toString();
        if (buf.includes("event: ready")) resolve(req);
        if (buf.includes("event: change")) onChange(performance.now());
      });
    });
    req.on("error", reject);
  });
  return { ready, changed };
}

async function main() {
  const server = await startServer();
  try {
    // Warm the listener (its LISTEN connection) with one stream, then measure from there.
    const warm = openStream(server.port);
    await warm.ready;
    const before = await memory(server.port);
    const streams = Array.from({ length: STREAMS }, () => openStream(server.port));
    const requests = await Promise.all(streams.map((s) => s.ready));
    const after = await memory(server.port);
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const sent = performance.now();
    await db.query(`SELECT pg_notify('milepost_events', $1)`, [
      JSON.stringify({ u: user, k: "flight-program", id: "bench" }),
    ]);
    const arrivals = await Promise.all(streams.map((s) => s.changed));
    await db.end();
    for (const r of [...requests, await warm.ready]) r.destroy();
    const kb = (bytes: number) => Math.round((bytes / STREAMS / 1024) * 10) / 10;
    console.log(
      JSON.stringify({
        streams: STREAMS,
        memoryPerConnectionKb: kb(after.rss - before.rss),
        heapPerConnectionKb: kb(after.heapUsed + after.external - before.heapUsed - before.external),
        firstNotifyMs: Math.round((Math.min(...arrivals) - sent) * 10) / 10,
        lastNotifyMs: Math.round((Math.max(...arrivals) - sent) * 10) / 10,
      }),
    );
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
