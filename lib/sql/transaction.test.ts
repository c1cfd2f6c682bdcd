// Integration (real PostgreSQL): transactions on the plain pg pool and their prepared statements.
import { describe, expect, it, vi } from "vitest";

type SqlModule = typeof import("@/lib/sql/transaction");

/** A fresh copy of lib/sql/transaction.ts, as each of Next's bundles loads its own; the pool is shared. */
async function freshCopy(): Promise<SqlModule> {
  vi.resetModules();
  return import("@/lib/sql/transaction");
}

describe("sqlTransaction", () => {
  it("runs statements from several copies of the module on the same connections", async () => {
    const a = await freshCopy();
    const b = await freshCopy();
    expect(a).not.toBe(b);
    // Sequential transactions reuse the idle connection: the first statement of each copy must not
    // clash with the other's under the same prepared-statement name.
    for (let i = 0; i < 3; i++) {
      expect(
        await a.sqlTransaction((tx) => tx.$queryRaw<{ n: number }[]>`SELECT ${i}::int + 1 AS n`),
      ).toEqual([{ n: i + 1 }]);
      expect(
        await b.sqlTransaction((tx) => tx.$queryRaw<{ s: string }[]>`SELECT ${String(i)}::text || 'x' AS s`),
      ).toEqual([{ s: `${i}x` }]);
    }
  });

  it("commits on success and rolls back on a throw", async () => {
    const { sqlTransaction } = await import("@/lib/sql/transaction");
    const run = `run-${process.pid}-${Date.now()}`;
    // In a schema of its own: the data export test lists the app schema's tables.
    await sqlTransaction((tx) => tx.$executeRaw`CREATE SCHEMA IF NOT EXISTS sql_tx_test`);
    await sqlTransaction((tx) => tx.$executeRaw`CREATE TABLE IF NOT EXISTS sql_tx_test.t (run text, v int)`);
    await sqlTransaction((tx) => tx.$executeRaw`INSERT INTO sql_tx_test.t (run, v) VALUES (${run}, 1)`);
    await expect(
      sqlTransaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO sql_tx_test.t (run, v) VALUES (${run}, 2)`;
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const rows = await sqlTransaction(
      (tx) => tx.$queryRaw<{ v: number }[]>`SELECT v FROM sql_tx_test.t WHERE run = ${run} ORDER BY v`,
    );
    expect(rows).toEqual([{ v: 1 }]);
  });

  it("applies asyncCommit and genericPlans to its own transaction only", async () => {
    const { sqlTransaction } = await import("@/lib/sql/transaction");
    const settings = (tx: Parameters<Parameters<typeof sqlTransaction>[0]>[0]) =>
      tx.$queryRaw<
        { sync: string; plans: string }[]
      >`SELECT current_setting('synchronous_commit') AS sync, current_setting('plan_cache_mode') AS plans`;
    const defaults = await sqlTransaction(settings);
    expect(await sqlTransaction(settings, { asyncCommit: true, genericPlans: true })).toEqual([
      { sync: "off", plans: "force_generic_plan" },
    ]);
    expect(await sqlTransaction(settings, { genericPlans: true })).toEqual([
      { ...defaults[0], plans: "force_generic_plan" },
    ]);
    // SET LOCAL ends with the transaction: the pooled connection goes back as it was.
    expect(await sqlTransaction(settings)).toEqual(defaults);
    expect(defaults[0]!.plans).toBe("auto");
  });
});

describe("statements composed with the template helper", () => {
  it("splices nested statements with their parameters renumbered, on pg and on Prisma alike", async () => {
    const { sqlTransaction } = await import("@/lib/sql/transaction");
    const { join, raw, sql } = await import("@/lib/sql/template");
    const { db } = await import("@/lib/db");
    const parts = [1, 2, 3].map((n) => sql`SELECT ${n}::int AS n`);
    const statement = sql`WITH x AS (${join(parts, " UNION ALL ")}) SELECT ${raw("sum(n)::int")} AS total, ${"t"}::text AS tag FROM x`;
    expect(await sqlTransaction((tx) => tx.$queryRaw(statement))).toEqual([{ total: 6, tag: "t" }]);
    expect(await db.$queryRaw(statement)).toEqual([{ total: 6, tag: "t" }]);
  });
});
