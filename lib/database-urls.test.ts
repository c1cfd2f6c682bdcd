// Integration: the app's database paths through a real PgBouncer in transaction mode (Debian's
// pgbouncer, started here in front of the test database; skipped when it is not installed), with
// DATABASE_DIRECT_URL beside it, as production runs. Each check is one kind of session state that a
// transaction pooler breaks: named prepared statements, a session advisory lock, LISTEN.
// `npm test -- lib/database-urls.test.ts`.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PGBOUNCER_BIN, type RunningPgBouncer, startPgBouncer } from "@/scripts/lib/pgbouncer";
import { databaseIsPooled, directDatabaseUrl } from "@/lib/database-urls";
import { parseEnv } from "@/lib/env";

describe("databaseIsPooled", () => {
  const url = "postgresql://u:p@127.0.0.1:5432/milepost";
  it.each([
    [{ DATABASE_URL: url }, false, url],
    [{ DATABASE_URL: `${url}?pgbouncer=true` }, true, `${url}?pgbouncer=true`],
    [{ DATABASE_URL: "postgresql://u:p@127.0.0.1:6432/milepost", DATABASE_DIRECT_URL: url }, true, url],
    [{ DATABASE_URL: url, DATABASE_DIRECT_URL: url }, false, url],
  ])("%o → pooled %s, direct %s", (vars, pooled, direct) => {
    const e = parseEnv(vars);
    expect(databaseIsPooled(e)).toBe(pooled);
    expect(directDatabaseUrl(e)).toBe(direct);
  });

  it("refuses a DATABASE_DIRECT_URL that is not a postgresql:// URL, naming it", () => {
    expect(() => parseEnv({ DATABASE_DIRECT_URL: "mysql://x" })).toThrow(
      /DATABASE_DIRECT_URL: must be a postgresql:\/\/ URL/,
    );
  });
});

type Modules = {
  sql: typeof import("@/lib/sql/transaction");
  pools: typeof import("@/lib/sql/pool");
  lock: typeof import("@/lib/business/sync-run-lock");
  live: typeof import("@/lib/live/live-listener");
};

describe.skipIf(!PGBOUNCER_BIN)("through PgBouncer in transaction mode", () => {
  let bouncer: RunningPgBouncer;
  let m: Modules;

  beforeAll(async () => {
    const direct = directDatabaseUrl(); // the test database, as scripts/test.ts gives it
    // A small pool, so that consecutive transactions of this file share server connections, as a
    // busy production pooler's do.
    bouncer = await startPgBouncer({ serverUrl: direct, poolSize: 3 });
    vi.stubEnv("DATABASE_URL", bouncer.pooledUrl(direct));
    vi.stubEnv("DATABASE_DIRECT_URL", direct);
    // This file's own pools and listener, built from the environment above.
    const g = globalThis as Record<string, unknown>;
    for (const k of ["sqlPool", "sessionPool", "milepostLiveListener"]) delete g[k];
    vi.resetModules();
    m = {
      sql: await import("@/lib/sql/transaction"),
      pools: await import("@/lib/sql/pool"),
      lock: await import("@/lib/business/sync-run-lock"),
      live: await import("@/lib/live/live-listener"),
    };
  });

  afterAll(async () => {
    await m?.pools.sharedPool().end();
    if (m && m.pools.sessionPool() !== m.pools.sharedPool()) await m.pools.sessionPool().end();
    await bouncer?.stop();
    vi.unstubAllEnvs();
  });

  it("runs statements from many call sites, 8 transactions at a time, on shared server connections", async () => {
    const { sqlTransaction, sqlPrepared } = m.sql;
    const byKey = sqlPrepared("pooler-test-key");
    const runs = Array.from({ length: 8 }, async (_, worker) => {
      for (let i = 0; i < 10; i++) {
        const [a] = await sqlTransaction((tx) => tx.$queryRaw<{ n: number }[]>`SELECT ${i}::int * 2 AS n`);
        const [b] = await sqlTransaction(async (tx) => {
          await tx.$queryRaw`SELECT ${worker}::int AS w`;
          return tx.$queryRaw<{ s: string }[]>`SELECT ${String(i)}::text || 'x' AS s`;
        });
        const [c] = await byKey<{ k: string }>`SELECT ${`${worker}-${i}`}::text AS k`;
        expect([a!.n, b!.s, c!.k]).toEqual([i * 2, `${i}x`, `${worker}-${i}`]);
      }
    });
    await Promise.all(runs);
  });

  it("holds a business sync's run lock on a session of its own while other work goes through the pooler", async () => {
    const { tryLockRun } = m.lock;
    const runId = `pooler-test-run-${process.pid}`;
    const held = await tryLockRun(runId);
    expect(held).not.toBeNull();
    const others: { release(): Promise<void> }[] = [];
    try {
      // Other transactions come and go on the pooler's server connections meanwhile.
      await Promise.all(
        Array.from({ length: 6 }, () => m.sql.sqlTransaction((tx) => tx.$queryRaw`SELECT 1`)),
      );
      for (let i = 0; i < 3; i++) {
        const second = await tryLockRun(runId);
        if (second) others.push(second);
        expect(second).toBeNull();
      }
    } finally {
      for (const lock of [held!, ...others]) await lock.release();
    }
    const again = await tryLockRun(runId);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it("hears a change committed through the pooler on the live listener", async () => {
    const user = `pooler-test-user-${process.pid}`;
    const heard: unknown[] = [];
    const unsubscribe = await m.live.liveListener().subscribe(user, (message) => heard.push(message));
    try {
      // Busy the pooler's server connections first, as other requests would.
      await Promise.all(
        Array.from({ length: 6 }, () => m.sql.sqlTransaction((tx) => tx.$queryRaw`SELECT 1`)),
      );
      const payload = JSON.stringify({ u: user, k: "account", id: "a1" });
      await m.sql.sqlTransaction((tx) => tx.$queryRaw`SELECT pg_notify('milepost_events', ${payload})`);
      await expect.poll(() => heard).toEqual([{ type: "change", change: { k: "account", id: "a1" } }]);
    } finally {
      unsubscribe();
    }
  });
});
