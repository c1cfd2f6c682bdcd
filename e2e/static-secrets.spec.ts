// Secrets (issue 18): no server secret reaches the browser bundle. Reads every file under the built
// .next/static (the build the e2e server runs) and looks for the session secret, the key for secrets
// at rest (both from the launcher's data directory), and every service's API key and callback
// password as the app is configured for this run.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
const STATIC = path.join(process.env.NEXT_DIST_DIR || ".next", "static");
const SERVICES = ["flights", "hotels", "cards", "loyalty", "business", "email"];

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test("no server secret appears in .next/static", () => {
  const stored = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "secrets.json"), "utf8")) as Record<
    string,
    string
  >;
  // The app's defaults (lib/env.ts) unless this run overrides them.
  const secrets: Record<string, string> = {
    AUTH_SECRET: stored.AUTH_SECRET!,
    SECRETS_ENCRYPTION_KEY: stored.SECRETS_ENCRYPTION_KEY!,
  };
  for (const s of SERVICES) {
    const S = s.toUpperCase();
    secrets[`${S}_API_AUTH`] = process.env[`${S}_API_AUTH`] ?? `milepost:${s}-local-key`;
    secrets[`${S}_CALLBACK_PASSWORD`] = process.env[`${S}_CALLBACK_PASSWORD`] ?? `${s}-callback-local-secret`;
  }
  const all = files(STATIC);
  expect(all.filter((f) => f.endsWith(".js")).length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of all) {
    const text = fs.readFileSync(file, "latin1");
    for (const [name, value] of Object.entries(secrets))
      if (value.length >= 8 && text.includes(value)) found.push(`${name} in ${file}`);
  }
  console.log(
    `[secrets] ${all.length} static files searched for ${Object.keys(secrets).length} secrets: ${found.length} found`,
  );
  expect(found).toEqual([]);
});
