// Integration: ensurePostgres against the real embedded PostgreSQL binaries (temp dir, free port).
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, dropDatabase, ensurePostgres } from "./embedded-postgres";

let tmp: string;
let port: number;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "mp-embedded-pg-test-"));
  port = await freePort();
});

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

// initdb, two starts and three CREATE DATABASEs (each writes and syncs a copy of the template): well
// within a minute alone, but CI shares its two cores with whatever runs beside it.
it(
  "starts, reuses a running server, creates and drops databases, survives a stale pid file",
  { timeout: 180_000 },
  async () => {
    const dataDir = path.join(tmp, "pg");
    const wanted = `postgresql://postgres:postgres@127.0.0.1:${port}/mp_wanted`;

    // DATABASE_URL on a local port nobody answers on: start there, with the URL's database.
    const first = await ensurePostgres({ databaseUrl: wanted, dataDir, port: 1 });
    stops.push(first.stop);
    expect(first).toMatchObject({ url: wanted, embedded: true });
    expect(await databases(first.url)).toContain("mp_wanted");

    // Already answering: used as is, nothing started.
    const again = await ensurePostgres({ dataDir: path.join(tmp, "unused"), port });
    expect(again).toMatchObject({
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/milepost`,
      embedded: false,
    });
    expect(await databases(first.url)).toContain("milepost");

    await createDatabase(first.url, "mp_throwaway");
    await createDatabase(first.url, "mp_throwaway"); // idempotent
    expect(await databases(first.url)).toContain("mp_throwaway");
    await dropDatabase(first.url, "mp_throwaway");
    await dropDatabase(first.url, "mp_throwaway"); // no error when absent
    expect(await databases(first.url)).not.toContain("mp_throwaway");

    // A killed run leaves postmaster.pid naming a dead process; the next start must not trip on it.
    await first.stop();
    await fs.writeFile(path.join(dataDir, "postmaster.pid"), `999999\n${dataDir}\n`);
    const second = await ensurePostgres({ dataDir, port });
    stops.push(second.stop);
    expect(second.embedded).toBe(true);
    expect(await databases(second.url)).toContain("mp_wanted"); // same cluster, data kept
  },
);

async function databases(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>("SELECT datname FROM pg_database")).rows.map(
      (r) => r.datname,
    );
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port: p } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(p));
    });
  });
}
