// Integration: the migration CLI against a real embedded PostgreSQL of its own (temp dir, free port),
// through runMigrateDeploy — the same path the launcher and the test setup use.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, ensurePostgres, type RunningPostgres } from "../lib/embedded-postgres";
import { runMigrateDeploy } from "../lib/run-migrate-deploy";
import { MIGRATIONS_DIR } from "./project-files";

let tmp: string;
let server: RunningPostgres;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "mp-migrate-test-"));
  server = await ensurePostgres({
    dataDir: path.join(tmp, "pg"),
    port: await freePort(),
    databaseUrl: undefined,
  });
});

afterAll(async () => {
  await server?.stop();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

describe("migrate deploy", () => {
  it("applies the project's migrations once, with Prisma's bookkeeping", async () => {
    const url = await throwawayDb("deploy");
    const dirs = await migrationDirs(MIGRATIONS_DIR);

    expect(await runMigrateDeploy(url)).toEqual(dirs);
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(
      url,
      "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name",
    );
    expect(rows.map((r) => r.migration_name)).toEqual(dirs);
    for (const row of rows) {
      const sql = await fs.readFile(path.join(MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      // Prisma's checksum is the sha256 of the file: the official CLI must accept these rows.
      expect(row.checksum).toBe(createHash("sha256").update(sql).digest("hex"));
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
    }
    expect(await runMigrateDeploy(url)).toEqual([]);
  });

  it("names the failed migration and PostgreSQL's error, and applies the whole script or nothing", async () => {
    const url = await throwawayDb("failing");
    const dir = path.join(tmp, "migrations-failing");
    // A ";" inside a literal checks the script is sent whole (adapter-pg would split it there).
    await writeMigration(
      dir,
      "20000101000000_good",
      `CREATE TABLE "Good" (id int, note text DEFAULT 'a;b');\n`,
    );
    await writeMigration(
      dir,
      "20000101000001_bad",
      `CREATE TABLE "Half" (id int);\nALTER TABLE "Half" ADD COLUMN x no_such_type;\n`,
    );

    await expect(runMigrateDeploy(url, { migrationsDir: dir })).rejects.toThrow(
      /Migration 20000101000001_bad failed[\s\S]*no_such_type[\s\S]*at line 2/,
    );
    const tables = await query<{ tablename: string }>(
      url,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
    );
    expect(tables.map((t) => t.tablename)).toEqual(["Good", "_prisma_migrations"]);
    const [column] = await query<{ column_default: string }>(
      url,
      "SELECT column_default FROM information_schema.columns WHERE table_name = 'Good' AND column_name = 'note'",
    );
    expect(column?.column_default).toBe("'a;b'::text");
    // The failure is recorded, so a later deploy refuses until it is resolved.
    await expect(runMigrateDeploy(url, { migrationsDir: dir })).rejects.toThrow(
      /P3009[\s\S]*resolve --rolled-back 20000101000001_bad/,
    );
  });
});

async function throwawayDb(label: string): Promise<string> {
  const name = `mp_migrate_${label}_${process.pid}`;
  await createDatabase(server.url, name);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrationDirs(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

async function writeMigration(dir: string, name: string, sql: string): Promise<void> {
  await fs.mkdir(path.join(dir, name), { recursive: true });
  await fs.writeFile(path.join(dir, name, "migration.sql"), sql);
  await fs.writeFile(path.join(dir, "migration_lock.toml"), 'provider = "postgresql"\n');
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
