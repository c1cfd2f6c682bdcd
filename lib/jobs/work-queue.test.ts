// The worker's queue loop against the real pg-boss on the real PostgreSQL (scripts/test.ts): a backlog
// is worked without the idle pause between fetches, and a failing job is retried alone.
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getBoss } from "@/lib/jobs/boss";
import { retireQueue } from "@/lib/jobs/ensure-queue";
import { workQueue } from "@/lib/jobs/work-queue";

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false, wait: true });
});

// An idle worker looks again only after this long: a loop that paused between fetches with work
// waiting would need 5 × 60 s for the backlog below; 20 s of patience cannot mistake the two.
const IDLE_SECONDS = 60;

async function queueOf(tag: string) {
  const boss = await getBoss();
  const name = `work-queue-${tag}-${process.pid}`;
  await boss.createQueue(name);
  return { boss, name };
}

describe("the worker's queue loop", () => {
  it("works a backlog of 20 jobs, 4 at a time, without waiting the idle interval between batches", async () => {
    const { boss, name } = await queueOf("backlog");
    // Sent before the worker starts, as polls pile up behind a busy or restarted worker.
    for (let n = 0; n < 20; n++) await boss.send(name, { n });
    const done: number[] = [];
    let running = 0;
    let most = 0;
    await workQueue(
      boss,
      { name, payload: z.object({ n: z.number() }), concurrency: 4 },
      async (data) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        done.push((data as { n: number }).n);
      },
      { pollingIntervalSeconds: IDLE_SECONDS },
    );
    await expect.poll(() => done.length, { timeout: 20_000 }).toBe(20);
    expect(new Set(done).size).toBe(20);
    expect(most).toBe(4); // a batch runs at once, not one job after another
  });

  it("retries the one job of a batch that failed; the others complete", async () => {
    const { boss, name } = await queueOf("fail");
    const ids: Record<string, string> = {};
    for (const n of [1, 2, 3]) ids[n] = (await boss.send(name, { n }, { retryLimit: 0 }))!;
    const seen: number[] = [];
    await workQueue(
      boss,
      { name, payload: z.object({ n: z.number() }), concurrency: 3 },
      async (data) => {
        const { n } = data as { n: number };
        seen.push(n);
        if (n === 2) throw new Error("service down");
      },
      { pollingIntervalSeconds: IDLE_SECONDS },
    );
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(3);
    const state = async (n: number) => (await boss.getJobById(name, ids[n]!))?.state;
    await expect.poll(() => state(2), { timeout: 10_000 }).toBe("failed");
    expect(await state(1)).toBe("completed");
    expect(await state(3)).toBe("completed");
    expect((await boss.getJobById(name, ids[2]!))?.output).toMatchObject({ message: "service down" });
  });

  it("refuses a payload that does not match the job's schema (the job fails, nothing runs)", async () => {
    const { boss, name } = await queueOf("payload");
    const id = (await boss.send(name, { n: "not a number" }, { retryLimit: 0 }))!;
    let ran = 0;
    await workQueue(boss, { name, payload: z.object({ n: z.number() }) }, async () => void ran++, {
      pollingIntervalSeconds: IDLE_SECONDS,
    });
    await expect
      .poll(async () => (await boss.getJobById(name, id))?.state, { timeout: 20_000 })
      .toBe("failed");
    expect(ran).toBe(0);
  });
});

describe("a retired queue", () => {
  it("is removed with the jobs still waiting in it (pg-boss alone refuses while one job remains)", async () => {
    const { boss, name } = await queueOf("retired");
    await boss.send(name, { n: 1 });
    await boss.send(name, { n: 2 }, { startAfter: 3600 });
    await expect(boss.deleteQueue(name)).rejects.toThrow(/foreign key/);
    await retireQueue(boss, name);
    expect(await boss.getQueue(name)).toBeNull();
  });
});
