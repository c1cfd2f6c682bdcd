// The access-log front: one line per request with status and duration, no query string, bodies
// and headers passed through, the client's own x-forwarded-for replaced by the socket address, secret
// path segments redacted (issue 34 item 3), and a "Starting…" page while the app is not up (item 12).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLine, freePort, STARTING_PAGE, startAccessLogProxy } from "./access-log-proxy";

let app: http.Server;
let front: http.Server;
const lines: string[] = [];
let base = "";
let streamsOpen = 0;

beforeAll(async () => {
  app = http.createServer((req, res) => {
    if (req.url === "/stream") {
      // An endless answer, as the event stream is: open until the reader goes away.
      streamsOpen++;
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(": open\n\n");
      const beat = setInterval(() => res.write(": hb\n\n"), 20);
      res.on("close", () => {
        clearInterval(beat);
        streamsOpen--;
      });
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.writeHead(req.url?.startsWith("/missing") ? 404 : 200, {
        "content-type": "application/json",
        "set-cookie": ["a=1", "b=2"],
      });
      res.end(
        JSON.stringify({ xff: req.headers["x-forwarded-for"], body: Buffer.concat(chunks).toString() }),
      );
    });
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const port = await freePort();
  front = await startAccessLogProxy({
    host: "127.0.0.1",
    port,
    targetPort: (app.address() as AddressInfo).port,
    log: (l) => lines.push(l),
  });
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await new Promise((r) => front.close(r));
  await new Promise((r) => app.close(r));
});

describe("access-log front", () => {
  it("logs one line per request, without the query string", async () => {
    const before = lines.length;
    const res = await fetch(`${base}/sign-in?callbackUrl=%2Faccounts&email=someone%40example.test`, {
      method: "POST",
      body: "hello",
      headers: { "x-forwarded-for": "6.6.6.6" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    const body = (await res.json()) as { xff: string; body: string };
    expect(body.body).toBe("hello");
    expect(body.xff).not.toContain("6.6.6.6");
    await fetch(`${base}/missing`);
    await fetch(`${base}/_next/static/chunk.js`);
    await expect.poll(() => lines.length - before).toBe(2);
    expect(lines.slice(before)[0]).toMatch(/^POST \/sign-in 200 \d+ms$/);
    expect(lines.slice(before)[1]).toMatch(/^GET \/missing 404 \d+ms$/);
    expect(lines.join("\n")).not.toContain("example.test");
  });
  it("ends the app's side of a stream when the client goes away", async () => {
    const client = new AbortController();
    const res = await fetch(`${base}/stream`, { signal: client.signal });
    const reader = res.body!.getReader();
    await reader.read();
    expect(streamsOpen).toBe(1);
    client.abort();
    await expect.poll(() => streamsOpen, { timeout: 2000 }).toBe(0);
  });
  it("formats a line", () => expect(accessLine("GET", "/a?b=c", 304, 12.4)).toBe("GET /a 304 12ms"));
  it("writes a calendar feed's token as [redacted]", async () => {
    const before = lines.length;
    const token = "feedtokenAbc123def456ghi789";
    await fetch(`${base}/api/calendar/${token}.ics`);
    await expect.poll(() => lines.length - before).toBe(1);
    expect(lines.at(-1)).toMatch(/^GET \/api\/calendar\/\[redacted\]\.ics 200 \d+ms$/);
    expect(lines.join("\n")).not.toContain(token);
  });
});

describe("access-log front before the app is up", () => {
  it("answers a self-refreshing 'Starting…' page (503, Retry-After) until the app answers, then passes through", async () => {
    const appPort = await freePort();
    const port = await freePort();
    const log: string[] = [];
    const early = await startAccessLogProxy({
      host: "127.0.0.1",
      port,
      targetPort: appPort,
      log: (l) => log.push(l),
    });
    const url = `http://127.0.0.1:${port}/dashboard`;
    try {
      const starting = await fetch(url);
      expect(starting.status).toBe(503);
      expect(starting.headers.get("retry-after")).toBe("2");
      expect(starting.headers.get("content-type")).toContain("text/html");
      const html = await starting.text();
      expect(html).toBe(STARTING_PAGE);
      expect(html).toContain("Starting…");
      expect(html).toMatch(/<meta http-equiv="refresh" content="2">/);
      expect(html.length).toBeLessThan(1000);
      // The app comes up on its port: the same address now answers from it.
      const late = http.createServer((_req, res) => res.end("app"));
      await new Promise<void>((r) => late.listen(appPort, "127.0.0.1", r));
      try {
        const ready = await fetch(url);
        expect(ready.status).toBe(200);
        expect(await ready.text()).toBe("app");
      } finally {
        await new Promise((r) => late.close(r));
      }
      // Gone after it had answered: a real outage, not "starting".
      expect((await fetch(url)).status).toBe(502);
    } finally {
      await new Promise((r) => early.close(r));
    }
  });
});
