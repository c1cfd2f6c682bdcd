// The queue's clock is faked: every wait below advances simulated time exactly, so the order of
// events is asserted without real sleeps (and without flaking on a loaded machine).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createJobQueue } from "./job-queue";
import type { QueueJob } from "./types";

const job = (over: Partial<QueueJob> & { requestId: string }, order: string[]): QueueJob => ({
  service: "flights",
  priority: 5,
  workMs: 10,
  run: () => void order.push(over.requestId),
  onTimeout: () => void order.push(`timeout:${over.requestId}`),
  ...over,
});

const settle = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("job queue", () => {
  it("runs higher priority first and FIFO within a priority", async () => {
    const order: string[] = [];
    const q = createJobQueue({ workers: 1, scaled: (ms) => ms, log: () => {} });
    q.enqueue(job({ requestId: "a", priority: 3 }, order));
    q.enqueue(job({ requestId: "b", priority: 9 }, order));
    q.enqueue(job({ requestId: "c", priority: 3 }, order));
    q.enqueue(job({ requestId: "d", priority: 5 }, order));
    q.enqueue(job({ requestId: "e", priority: 9 }, order));
    await settle(150);
    expect(order).toEqual(["b", "e", "d", "a", "c"]);
    q.close();
  });

  it("times out a job still queued past its timeout and never runs it", async () => {
    const order: string[] = [];
    const q = createJobQueue({ workers: 1, scaled: (ms) => ms / 100, log: () => {} });
    q.enqueue(job({ requestId: "busy", priority: 9, workMs: 10_000 }, order)); // 100 ms real
    q.enqueue(job({ requestId: "late", priority: 1, timeoutSeconds: 2 }, order)); // 20 ms real
    await settle(250);
    expect(order).toEqual(["timeout:late", "busy"]);
    q.close();
  });

  it("keeps held jobs queued until their timeout", async () => {
    const order: string[] = [];
    const q = createJobQueue({ workers: 2, scaled: (ms) => ms / 100, log: () => {} });
    q.enqueue(job({ requestId: "held", holdInQueue: true, timeoutSeconds: 3 }, order));
    q.enqueue(job({ requestId: "free" }, order));
    await settle(20);
    expect(q.pendingCount("flights")).toBe(1);
    await settle(100);
    expect(order).toEqual(["free", "timeout:held"]);
    q.close();
  });

  it("runs up to `workers` jobs of a service at once and calls onStart first", async () => {
    const events: string[] = [];
    const q = createJobQueue({ workers: 2, scaled: (ms) => ms, log: () => {} });
    for (const id of ["x", "y", "z"]) {
      q.enqueue({
        ...job({ requestId: id, workMs: 50 }, events),
        onStart: () => void events.push(`start:${id}`),
      });
    }
    await settle(25);
    expect(events).toEqual(["start:x", "start:y"]);
    await settle(150);
    // z starts only once x or y has finished.
    expect(events.indexOf("start:z")).toBeGreaterThan(Math.min(events.indexOf("x"), events.indexOf("y")));
    expect(events.filter((e) => !e.startsWith("start:"))).toHaveLength(3);
    q.close();
  });
});
