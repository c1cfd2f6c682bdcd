// A throwaway connection pooler for tests and local runs: Debian's pgbouncer (`apt-get install -y
// pgbouncer`; .ci/run installs it) on a free loopback port, in TRANSACTION mode as production runs
// it, in front of one PostgreSQL server. A server connection belongs to a client only for the length
// of one transaction, so anything kept on a session (SET, LISTEN, session advisory locks, named
// prepared statements — PgBouncer 1.18 does not carry them) breaks there; the app keeps such state
// on DATABASE_DIRECT_URL (lib/database-urls.ts). Used by scripts/test.ts, scripts/launch.ts and bench/.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { freePort } from "../launch/access-log-proxy";
import { tmpdir } from "node:os";
import path from "node:path";
import readline from "node:readline";

export const PGBOUNCER_BIN = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"].find(
  (p) => existsSync(p),
);

/** PGBOUNCER: "on" (required: an error when not installed), "off", or "auto" (when installed). */
export type PoolerMode = "on" | "off" | "auto";

export function poolerMode(value: string | undefined, fallback: PoolerMode): PoolerMode {
  if (value === undefined || value === "") return fallback;
  if (value === "on" || value === "off" || value === "auto") return value;
  throw new Error(`PGBOUNCER must be on, off or auto (got ${JSON.stringify(value)})`);
}

export interface RunningPgBouncer {
  port: number;
  /** `directUrl` (a URL of the server behind it) through the pooler, marked `pgbouncer=true`. */
  pooledUrl(directUrl: string): string;
  stop(): Promise<void>;
}

/** The pooled URL of the same database and user: host and port of the pooler, `pgbouncer=true` so
 *  the app knows its DATABASE_URL is pooled even without a DATABASE_DIRECT_URL beside it. */
export function throughPooler(directUrl: string, port: number): string {
  const u = new URL(directUrl);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  u.searchParams.set("pgbouncer", "true");
  return u.toString();
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1", () => (s.end(), resolve(true)));
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    child.exitCode === null
      ? `pgbouncer did not listen on ${port} within ${timeoutMs} ms`
      : `pgbouncer exited (code ${child.exitCode})`,
  );
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

export type StartPgBouncerOptions = {
  /** The server's URL; its user and password are the only login the pooler accepts and uses. */
  serverUrl: string;
  port?: number;
  /** Server connections per database and user: what PostgreSQL sees however many clients queue. */
  poolSize?: number;
  log?: (line: string) => void;
};

export async function startPgBouncer(opts: StartPgBouncerOptions): Promise<RunningPgBouncer> {
  if (!PGBOUNCER_BIN) throw new Error("pgbouncer is not installed (apt-get install -y pgbouncer)");
  const server = new URL(opts.serverUrl);
  const user = decodeURIComponent(server.username || "postgres");
  const password = decodeURIComponent(server.password);
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "milepost-pgbouncer-"));
  // PgBouncer refuses to run as root: as root it switches to Debian's `postgres` user (-u), which
  // must be able to read its configuration and the password list.
  const root = process.getuid?.() === 0;
  const conf = path.join(dir, "pgbouncer.ini");
  const users = path.join(dir, "userlist.txt");
  // The client logs in with the server's own user and password (SCRAM); the pooler logs in to the
  // server with the same plain-text password from the list. Loopback only, no Unix socket.
  writeFileSync(users, `${quote(user)} ${quote(password)}\n`, { mode: 0o600 });
  writeFileSync(
    conf,
    `[databases]
* = host=${server.hostname.replace(/^\[|\]$/g, "")} port=${server.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = ${password ? "scram-sha-256" : "trust"}
auth_file = ${users}
pool_mode = transaction
default_pool_size = ${opts.poolSize ?? 40}
max_client_conn = 1000
; pg sends none of these, but other clients (psql, drivers) may; they are not session state we use.
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
log_stats = 0
stats_period = 3600
`,
  );
  if (root) {
    chmodSync(dir, 0o755);
    for (const f of [conf, users]) chownSync(f, uidOf("postgres"), 0);
  }
  const args = [...(root ? ["-u", "postgres"] : []), conf];
  const child = spawn(PGBOUNCER_BIN, args, { stdio: ["ignore", "ignore", "pipe"] });
  const lines: string[] = [];
  readline.createInterface({ input: child.stderr! }).on("line", (line) => {
    lines.push(line);
    if (lines.length > 50) lines.shift();
    // Its routine start-up and shutdown lines stay out of the log; warnings and errors show.
    if (/\b(WARNING|ERROR|FATAL)\b/.test(line))
      opts.log?.(`pgbouncer: ${line.replace(/^\S+ \S+ \S+ \[\d+\] /, "")}`);
  });
  try {
    await waitForPort(port, child, 10_000);
  } catch (error) {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${lines.join("\n")}`);
  }
  opts.log?.(
    `pgbouncer: transaction pooling on 127.0.0.1:${port} in front of ${server.hostname}:${server.port || 5432}`,
  );
  return {
    port,
    pooledUrl: (directUrl) => throughPooler(directUrl, port),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        // SIGINT: "safe shutdown", after the transactions in flight; SIGTERM would cut them.
        child.kill("SIGINT");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(name: string): number {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) throw new Error(`pgbouncer runs as the "${name}" user when started as root, and there is none`);
  return Number(line.split(":")[2]);
}

/** The pooler as `mode` asks: none for "off", and for "auto" when pgbouncer is not installed (the
 *  app then connects directly, as before; the log says so). "on" without pgbouncer is an error. */
export async function pgBouncerFor(
  mode: PoolerMode,
  serverUrl: string,
  log: (line: string) => void,
): Promise<RunningPgBouncer | undefined> {
  if (mode === "off") return undefined;
  if (!PGBOUNCER_BIN && mode === "auto") {
    log("pgbouncer is not installed (apt-get install -y pgbouncer): connecting to PostgreSQL directly");
    return undefined;
  }
  return startPgBouncer({ serverUrl, log });
}
