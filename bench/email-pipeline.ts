// Child process of bench/run.ts (needs --conditions=react-server for lib/ modules). The inbox
// pipeline on a batch of 200 sample emails (simulator/samples/emails/, cycled): from upload
// (submitEmail: checks, headers, sealing, parseEmail over HTTP to the in-process simulator) to every
// parse final and its itineraries stored (callback → receiver → storeParseResult), 8 uploads at a
// time — beside PostgreSQL inserting the same itineraries raw (one JSONB row each, 8 at a time),
// and the simulator parser's own throughput (parseRawEmail, in process). Prints one JSON line.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pg from "pg";
import { startSimulator } from "../simulator/server";
import { parseRawEmail } from "../simulator/services/email/parse-email";

const BATCH = 200;
const CONCURRENCY = 8;
const dir = path.join(process.cwd(), "simulator", "samples", "emails");
const samples = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".eml"))
  .sort()
  .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
const batch = Array.from({ length: BATCH }, (_, i) => samples[i % samples.length]!);

async function pool<T>(items: T[], op: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const i = next++;
        await op(items[i]!, i);
      }
    }),
  );
}

// 1. The simulator parser alone.
let t = performance.now();
const parsed = [];
for (const raw of batch) parsed.push(await parseRawEmail(raw));
const parserPerSecond = BATCH / ((performance.now() - t) / 1000);
const itineraries = parsed.flatMap((emails) =>
  emails.flatMap(
    (e) => (e.outcome === "review" && e.review ? e.review.final.itineraries : e.itineraries) ?? [],
  ),
);

// 2. The app's pipeline against the simulator (fast clock: work and reviews take milliseconds).
const sim = await startSimulator({ port: 0, host: "127.0.0.1", timeScale: 0.0001 }, { log: () => {} });
let receive: (r: Request) => Promise<Response> = () => Promise.resolve(new Response(null, { status: 503 }));
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const headers = Object.entries(req.headers).filter(
      (e): e is [string, string] => typeof e[1] === "string",
    );
    void receive(
      new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }),
    )
      .then(async (r) => res.writeHead(r.status).end(await r.text()))
      .catch(() => res.writeHead(500).end());
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
process.env.EMAIL_API_URL = `${sim.url}/email`;
process.env.EMAIL_EU_API_URL = `${sim.url}/email-eu`;
process.env.APP_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
process.env.SECRETS_ENCRYPTION_KEY ??= randomBytes(32).toString("base64");
process.env.CALLBACK_GRACE_SECONDS = "3600"; // the bench measures callbacks, not the polling fallback

const { db } = await import("@/lib/db");
const { emailCallback } = await import("@/lib/callbacks/handlers/email");
const { receiveCallback } = await import("@/lib/callbacks/receive-callback");
const { submitEmail } = await import("@/lib/inbox/submit-email");
const handler = emailCallback;
const deferred: Promise<unknown>[] = [];
// At this clock the simulator can call back before submitEmail has recorded the request ids it
// returned (the app would acknowledge such a callback and store the result from its polling
// fallback after the grace period). The bench holds such a callback until the id is recorded, so
// it measures the callback path; the wait is inside the measured time.
const recorded = new Set<string>();
const waiters = new Map<string, () => void>();
const known = async (requestId: string) => {
  if (recorded.has(requestId)) return;
  await new Promise<void>((resolve) => waiters.set(requestId, resolve));
};
const record = (ids: string[]) =>
  ids.forEach((id) => (recorded.add(id), waiters.get(id)?.(), waiters.delete(id)));
receive = async (r) => {
  const body = await r.text();
  await known((JSON.parse(body) as { requestId: string }).requestId);
  return receiveCallback(
    handler,
    new Request(r.url, { method: "POST", headers: r.headers, body }),
    (task) => void deferred.push(task()),
  );
};

const user = await db.user.create({
  data: { email: `bench-${Date.now()}@example.test`, passwordHash: "x" },
  select: { id: true },
});
t = performance.now();
await pool(batch, async (raw, i) => {
  const r = await submitEmail(user.id, raw, { origin: "upload", fileName: `bench-${i}.eml` });
  if (!r.ok) throw new Error(`bench email ${i} refused: ${r.error}`);
  record(
    (await db.emailParse.findMany({ where: { emailId: r.id }, select: { requestId: true } })).map(
      (p) => p.requestId,
    ),
  );
});
const submitSeconds = (performance.now() - t) / 1000;
const deadline = Date.now() + 120_000;
for (;;) {
  const waiting = await db.emailParse.count({
    where: { userId: user.id, status: { in: ["queued", "review"] } },
  });
  if (
    waiting === 0 &&
    (await db.emailMessage.count({ where: { userId: user.id, status: { not: "sent" } } })) === 0
  )
    break;
  if (Date.now() > deadline) throw new Error(`${waiting} parses still waiting after 120 s`);
  await new Promise((r) => setTimeout(r, 10));
}
await Promise.all(deferred);
const pipelineSeconds = (performance.now() - t) / 1000;
const parses = await db.emailParse.count({ where: { userId: user.id } });
const stored = await db.itinerary.count({ where: { userId: user.id } });

// 3. The same itineraries inserted raw.
const client = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: CONCURRENCY });
await client.query(
  "CREATE TABLE IF NOT EXISTS bench_itinerary_raw (id bigserial primary key, user_id text, data jsonb not null)",
);
t = performance.now();
await pool(itineraries, async (it) => {
  await client.query("INSERT INTO bench_itinerary_raw (user_id, data) VALUES ($1, $2)", [
    user.id,
    JSON.stringify(it),
  ]);
});
const rawSeconds = (performance.now() - t) / 1000;
await client.query("DROP TABLE bench_itinerary_raw");
await client.end();

const round = (n: number) => Math.round(n * 10) / 10;
const result = {
  emails: BATCH,
  parseRequests: parses,
  itinerariesFound: itineraries.length,
  itineraryRows: stored, // the same reservation re-uploaded updates one row
  pipelinePerSecond: round(BATCH / pipelineSeconds),
  submitSeconds: round(submitSeconds),
  pipelineSeconds: round(pipelineSeconds),
  rawInsertEmailsPerSecond: round(BATCH / rawSeconds),
  rawInsertItinerariesPerSecond: round(itineraries.length / rawSeconds),
  ratio: Math.round((rawSeconds / pipelineSeconds) * 100) / 100,
  simulatorParserPerSecond: round(parserPerSecond),
};
console.log(JSON.stringify(result));
await sim.close();
receiver.close();
process.exit(0);
