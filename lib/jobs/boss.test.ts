// pg-boss shares the app's connection pool: no connection of its own ("pgboss" application name)
// is opened, and jobs still go in and come out. Integration: `npm test -- lib/jobs/boss.test.ts`.
import { afterAll, describe, expect, it } from "vitest";
import { getBoss } from "@/lib/jobs/boss";
import { sharedPool } from "@/lib/sql/pool";

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false, wait: true });
});

describe("the job queue", () => {
  it("runs on the shared pool and opens no pool of its own", async () => {
    const boss = await getBoss();
    const queue = `boss-test-${process.pid}`;
    await boss.createQueue(queue);
    const id = await boss.send(queue, { n: 1 });
    expect(id).toEqual(expect.any(String));
    const [job] = await boss.fetch<{ n: number }>(queue);
    expect(job).toMatchObject({ id, data: { n: 1 } });
    const own = await sharedPool().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pgboss'",
    );
    expect(own.rows[0]!.n).toBe(0);
    expect(sharedPool().totalCount).toBeGreaterThan(0);
  });
});
