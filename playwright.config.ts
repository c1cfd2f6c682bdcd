// End-to-end tests in Chromium against the real app, simulator, worker and PostgreSQL,
// all started by the same launcher as `npm start` (own ports and data directory).
import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
// Per-run artifacts and session file, so parallel runs (different E2E_DATA_DIR) never clash.
export const STORAGE_STATE = path.join(DATA_DIR, "auth", "demo.json");
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium when present (Playwright's browser download does not work offline). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const p of ["/usr/lib/chromium/chromium", "/usr/bin/chromium"]) if (fs.existsSync(p)) return p;
  return undefined; // fall back to Playwright's own browser if installed
}

export default defineConfig({
  testDir: "e2e",
  outputDir: path.join(DATA_DIR, "test-results"),
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  globalTeardown: "./e2e/global-teardown.ts",
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], storageState: STORAGE_STATE },
      dependencies: ["setup"],
    },
  ],
  webServer: {
    command: "node --import tsx scripts/launch.ts",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      SIM_PORT: process.env.E2E_SIM_PORT ?? "4110",
      PG_PORT: process.env.E2E_PG_PORT ?? "54349",
      // The forwarding-address SMTP receiver of this run (e2e/inbox.spec.ts sends to it).
      SMTP_PORT: process.env.E2E_SMTP_PORT ?? "2635",
      // The outgoing-mail relay: an SMTP sink e2e/watch-and-tell.spec.ts starts on this port (issue 37).
      SMTP_OUT_URL: `smtp://127.0.0.1:${process.env.E2E_MAIL_SINK_PORT ?? "2636"}`,
      MILEPOST_DATA_DIR: DATA_DIR,
      // Simulated time runs fast so retries and timeouts happen within a test.
      SIM_TIME_SCALE: "0.05",
      CALLBACK_GRACE_SECONDS: "5",
      // The specs build their own data on the demo user; the first-run demo content would change it.
      DEMO_SEED: "off",
      // Every process's log lines also go to this file; the global teardown scans it for secrets
      // (e2e/log-secrets.ts) and e2e/secrets-in-logs.spec.ts checks its own canaries in it.
      MILEPOST_LOG_FILE: path.resolve(DATA_DIR, "launcher.log"),
      // Test-only: marked requests get OWASP XSS payloads as provider text (simulator/harness/text-corpus.ts).
      SIM_TEXT_CORPUS: "on",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
