// A minimal in-memory Harness for unit tests: jobs wait until the test runs
// them, callbacks are recorded, forced scenarios and the clock are settable.
import type { CallbackTarget, Harness, QueueJob, SimResponse, SimService } from "../../../harness/types";

/**
 * Test-only view of a JSON response: assertions do the checking, so property
 * access is left untyped here (and only here).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type TestJson = any;

export const TEST_NOW = new Date("2026-11-21T09:00:00Z");

export function fakeHarness(start: Date = TEST_NOW) {
  let now = start;
  const jobs: QueueJob[] = [];
  const callbacks: Array<{ target: CallbackTarget; body: unknown }> = [];
  const forced: Array<{ outcome: string; provider?: string }> = [];
  const harness: Harness = {
    config: {
      port: 4071,
      host: "127.0.0.1",
      timeScale: 1,
      callbackDomains: ["127.0.0.1", "*.milepost.test"],
      services: {
        loyalty: {
          apiAuth: "milepost:loyalty-test",
          callbackUser: "loyalty-cb",
          callbackPassword: "cb-secret",
        },
      },
    },
    enqueue: (job) => void jobs.push(job),
    deliverCallback: (target, body) => void callbacks.push({ target, body }),
    scaled: (ms) => ms,
    takeForcedScenario: (_service, provider) => {
      const index = forced.findIndex((entry) => entry.provider === undefined || entry.provider === provider);
      return index < 0 ? undefined : forced.splice(index, 1)[0]?.outcome;
    },
    now: () => now,
  };
  return {
    harness,
    jobs,
    callbacks,
    force: (outcome: string, provider?: string) =>
      void forced.push({ outcome, ...(provider ? { provider } : {}) }),
    setNow: (date: Date) => void (now = date),
    /** Runs queued jobs highest priority first, the way the real queue does; held jobs time out. */
    async drain(): Promise<void> {
      while (jobs.length > 0) {
        jobs.sort((a, b) => b.priority - a.priority);
        const job = jobs.shift();
        if (!job) break;
        if (job.holdInQueue) await job.onTimeout();
        else await job.run();
      }
    },
  };
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const p = pattern.split("/").filter(Boolean);
  const a = path.split("/").filter(Boolean);
  if (p.length !== a.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, seg] of p.entries()) {
    const actual = a[i] ?? "";
    if (seg.startsWith(":")) params[seg.slice(1)] = decodeURIComponent(actual);
    else if (seg !== actual) return undefined;
  }
  return params;
}

/** Calls the first route of the service matching method and path (as the harness router does). */
export async function call(
  service: SimService,
  harness: Harness,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<SimResponse & { body: TestJson }> {
  for (const route of service.routes) {
    const params = route.method === method ? match(route.path, path) : undefined;
    if (!params) continue;
    const rawBody = body === undefined ? "" : JSON.stringify(body);
    return (await route.handle({
      params,
      query: new URLSearchParams(),
      body,
      rawBody,
      headers: {},
      harness,
    })) as SimResponse & { body: TestJson };
  }
  throw new Error(`no route for ${method} ${path}`);
}
