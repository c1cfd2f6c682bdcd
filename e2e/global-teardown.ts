// After every e2e run: the whole launcher log (all processes, the whole run) is scanned for every
// canary the specs recorded, the signed-in sessions' cookies, the server's own secrets and the
// secret shapes of e2e/log-secrets.ts. Any hit fails the run (issue 18: secrets never reach a log).
import fs from "node:fs";
import path from "node:path";
import { type Canary, describeScan, LOG_FILE, readCanaries, scanLog } from "./log-secrets";

const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
const SERVICES = ["flights", "hotels", "cards", "loyalty", "business", "email"];

function serverSecrets(): Canary[] {
  const out: Canary[] = [];
  const file = path.join(DATA_DIR, "secrets.json");
  if (fs.existsSync(file)) {
    for (const [name, value] of Object.entries(
      JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>,
    ))
      out.push({ name, value });
  }
  for (const s of SERVICES) {
    const S = s.toUpperCase();
    out.push({ name: `${S}_API_AUTH`, value: process.env[`${S}_API_AUTH`] ?? `milepost:${s}-local-key` });
    out.push({
      name: `${S}_CALLBACK_PASSWORD`,
      value: process.env[`${S}_CALLBACK_PASSWORD`] ?? `${s}-callback-local-secret`,
    });
  }
  return out;
}

function sessionCookies(): Canary[] {
  const dir = path.join(DATA_DIR, "auth");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap(
      (f) =>
        (
          JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as {
            cookies?: { name: string; value: string }[];
          }
        ).cookies ?? [],
    )
    .filter((c) => c.name.includes("session-token"))
    .map((c) => ({ name: `session cookie ${c.name}`, value: c.value }));
}

export default function globalTeardown() {
  if (!fs.existsSync(LOG_FILE)) {
    console.log(
      `[log-secrets] skipped: no launcher log at ${LOG_FILE} (the app was not started by this run)`,
    );
    return;
  }
  const canaries = [...readCanaries(), ...sessionCookies(), ...serverSecrets()];
  const result = scanLog(canaries);
  console.log(`[log-secrets] whole run: ${describeScan(result, canaries.length)}`);
  if (result.hits.length) throw new Error(`Secrets found in the logs:\n${result.hits.join("\n")}`);
}
