// The business sync tests' harness: the real simulator in-process with only the business service, its
// clock held still (only _sim/touch moves an account's lastChangeDate), BUSINESS_API_URL pointed at it
// — call this before any app module loads, lib/env caches on first use — and the account/{id} calls
// the app really makes counted. Restore with vi.restoreAllMocks() and close `sim` in afterAll.
import { vi } from "vitest";
import type { RunningSimulator } from "@/simulator/server";

/** The simulator's business API key. */
export const BUSINESS_KEY = "milepost:business-local-key";

export type BusinessSimulator = {
  sim: RunningSimulator;
  /** Account ids of the account/{id} calls made, in order; empty it with `accountCalls.length = 0`. */
  accountCalls: number[];
};

export async function startBusinessSimulator(): Promise<BusinessSimulator> {
  const { startSimulator } = await import("@/simulator/server");
  const { createBusinessService } = await import("@/simulator/services/business/business-service");
  const sim = await startSimulator(
    { port: 0, host: "127.0.0.1", timeScale: 0.01 },
    { log: () => {}, factories: [(h) => createBusinessService(h, { moving: false })] },
  );
  vi.stubEnv("BUSINESS_API_URL", `${sim.url}/business`);
  const accountCalls: number[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const match = /\/account\/(\d+)$/.exec(
      new URL(String(input instanceof Request ? input.url : input)).pathname,
    );
    if (match) accountCalls.push(Number(match[1]));
    return realFetch(input, init);
  });
  return { sim, accountCalls };
}
