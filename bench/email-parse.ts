// Email parsing throughput of the simulator: the parser alone (parseRawEmail, one email at a time)
// and the /email host over HTTP (parseEmail accepted, 8 concurrent submissions), over a batch of
// 200 sample emails (the committed samples, cycled). `node --import tsx bench/email-parse.ts`
// prints a table and, as its last line, the figures as JSON; benchEmailParse() returns them.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseRawEmail } from "../simulator/services/email/parse-email";
import { startSimulator } from "../simulator/server";
import { createEmailServices } from "../simulator/services/email/service/create-email-service";

const SAMPLES = path.resolve(import.meta.dirname, "../simulator/samples/emails");

interface Rate {
  emails: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function rate(durations: number[], totalMs: number): Rate {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;
  return {
    emails: durations.length,
    perSecond: Math.round((durations.length / totalMs) * 1000),
    p50: at(0.5),
    p99: at(0.99),
  };
}

export async function benchEmailParse(count = 200): Promise<{ parser: Rate; http: Rate }> {
  const files = readdirSync(SAMPLES)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  const batch = Array.from({ length: count }, (_, i) =>
    readFileSync(path.join(SAMPLES, files[i % files.length]!)),
  );
  for (const raw of batch.slice(0, files.length)) await parseRawEmail(raw); // warm up

  const parseTimes: number[] = [];
  const parseStart = performance.now();
  for (const raw of batch) {
    const t = performance.now();
    await parseRawEmail(raw);
    parseTimes.push(performance.now() - t);
  }
  const parser = rate(parseTimes, performance.now() - parseStart);

  const auth = "milepost:email-bench";
  const sim = await startSimulator(
    {
      port: 0,
      host: "127.0.0.1",
      timeScale: 0.001,
      services: { email: { apiAuth: auth, callbackUser: "u", callbackPassword: "p" } },
    },
    { factories: [createEmailServices], log: () => {} },
  );
  try {
    const httpTimes: number[] = [];
    const queue = batch.map((raw) => raw.toString("utf8"));
    const httpStart = performance.now();
    const worker = async () => {
      for (let email = queue.shift(); email !== undefined; email = queue.shift()) {
        const t = performance.now();
        const res = await fetch(`${sim.url}/email/json/v2/parseEmail`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Authentication": auth },
          body: JSON.stringify({ email, returnEmail: "headers" }),
        });
        if (res.status !== 200) throw new Error(`parseEmail answered ${res.status}`);
        await res.arrayBuffer();
        httpTimes.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    return { parser, http: rate(httpTimes, performance.now() - httpStart) };
  } finally {
    await sim.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await benchEmailParse();
  console.log("Email parsing in the simulator (200 sample emails)");
  console.table({
    "parseRawEmail (one at a time)": result.parser,
    "POST parseEmail (8 concurrent)": result.http,
  });
  console.log(JSON.stringify({ emailParse: result }));
}
