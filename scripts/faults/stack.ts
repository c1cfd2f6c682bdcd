// The real parts a fault scenario breaks: embedded PostgreSQL, the simulator, the worker and the
// Next web server (`next start` on the production build), each a separate process this driver can
// kill (SIGKILL) and start again, with its output kept in a log file (shown when something fails).
// Not the launcher: the launcher takes everything down when one process dies, which is the
// opposite of what a fault test needs.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildIsStale, markBuilt } from "../launch/build-if-stale";
import { WEB_NODE_FLAGS } from "../launch/web-node-flags";
import { createDatabase, dropDatabase, ensurePostgres, type RunningPostgres } from "../lib/embedded-postgres";
import { pgBouncerFor, poolerMode, type RunningPgBouncer } from "../lib/pgbouncer";
import { runMigrateDeploy } from "../lib/run-migrate-deploy";

export const credentialsOf = (service: string) => ({
  user: `${service}-faults-cb`,
  password: `${service}-faults-cb-secret`,
});

interface Proc {
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface StackOptions {
  dataDir: string;
  pgPort: number;
  webPort: number;
  simPort: number;
  /** Simulated time (and the callback retry delays): 0.05 = 20× faster, as in the e2e run. */
  timeScale: number;
  log: (line: string) => void;
}

export class Stack {
  readonly appUrl: string;
  /** The direct connection (the driver's own checks, migrations, LISTEN); the processes' pooled one
   *  when PGBOUNCER puts Debian's pgbouncer in front (transaction pooling, as production runs). */
  databaseUrl = "";
  private pg?: RunningPostgres;
  private bouncer?: RunningPgBouncer;
  private readonly procs = new Map<string, Proc>();
  private env = {} as NodeJS.ProcessEnv;
  private readonly logFile: string;
  private readonly dbName = `milepost_faults_${process.pid}_${randomBytes(3).toString("hex")}`;

  constructor(private readonly o: StackOptions) {
    this.appUrl = `http://127.0.0.1:${o.webPort}`;
    this.logFile = path.join(o.dataDir, "processes.log");
  }

  async start(): Promise<void> {
    fs.mkdirSync(this.o.dataDir, { recursive: true });
    fs.writeFileSync(this.logFile, "");
    await this.startPostgres();
    const admin = this.pg!.url;
    await createDatabase(admin, this.dbName);
    const u = new URL(admin);
    u.pathname = `/${this.dbName}`;
    this.databaseUrl = u.toString();
    await runMigrateDeploy(this.databaseUrl);
    // PGBOUNCER=on|auto: the app's processes reach PostgreSQL through the pooler; what needs a session
    // (LISTEN, session locks) takes DATABASE_DIRECT_URL (lib/database-urls.ts). It survives the
    // postgres scenario's kill (it reconnects), so every scenario can run through it.
    this.bouncer = await pgBouncerFor(poolerMode(process.env.PGBOUNCER, "off"), this.databaseUrl, (l) =>
      this.o.log(`pgbouncer: ${l}`),
    );
    const sim = `http://127.0.0.1:${this.o.simPort}`;
    const services: Record<string, string> = {};
    for (const s of ["flights", "hotels", "cards", "loyalty", "business", "email"]) {
      services[`${s.toUpperCase()}_API_URL`] = `${sim}/${s}`;
      services[`${s.toUpperCase()}_CALLBACK_USER`] = credentialsOf(s).user;
      services[`${s.toUpperCase()}_CALLBACK_PASSWORD`] = credentialsOf(s).password;
    }
    this.env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(
          ([k, v]) => v !== "" && !/^(PORT|DATABASE_URL|DATABASE_DIRECT_URL)$/.test(k),
        ),
      ),
      ...services,
      EMAIL_EU_API_URL: `${sim}/email-eu`,
      APP_URL: this.appUrl,
      DATABASE_URL: this.bouncer ? this.bouncer.pooledUrl(this.databaseUrl) : this.databaseUrl,
      DATABASE_DIRECT_URL: this.databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      SIM_PORT: String(this.o.simPort),
      SIM_TIME_SCALE: String(this.o.timeScale),
      DEMO_SEED: "off",
      NEXT_TELEMETRY_DISABLED: "1",
      // Compact log lines, as under the launcher: waitForOutput reads them ("[worker] ready").
      LOG_FORMAT: "line",
      NODE_ENV: "production",
    } as unknown as NodeJS.ProcessEnv;
    const root = process.cwd();
    if (buildIsStale(root)) {
      this.o.log("building the web app (no build, or sources changed)…");
      const build = this.spawn("build", [this.nextBin(), "build"]);
      if ((await build.exited) !== 0) throw new Error(`next build failed (see ${this.logFile})`);
      markBuilt(root);
    }
    this.startSimulator();
    await this.waitFor(`http://127.0.0.1:${this.o.simPort}/_control/health`, 30_000, "the simulator");
    this.startWorker();
    await this.startWeb();
  }

  /** The key the app seals secrets with (a fault scenario stores a sealed business API key). */
  secretsKey(): Buffer {
    return Buffer.from(String(this.env.SECRETS_ENCRYPTION_KEY), "base64");
  }

  get simUrl(): string {
    return `http://127.0.0.1:${this.o.simPort}`;
  }

  private nextBin = () => path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

  private spawn(name: string, args: string[], env: Record<string, string> = {}): Proc {
    const out = fs.createWriteStream(this.logFile, { flags: "a" });
    const child = spawn(process.execPath, args, {
      env: { ...this.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString("utf8").split("\n"))
          if (line) out.write(`${name.padEnd(9)}| ${line}\n`);
      });
    }
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const proc = { child, exited };
    this.procs.set(name, proc);
    return proc;
  }

  startSimulator(): void {
    this.spawn("simulator", ["--import", "tsx", "simulator/main.ts"]);
  }

  /** `name` other than "worker": a second worker on the same database (the scale-out scenario). */
  startWorker(name = "worker"): void {
    this.spawn(name, ["--conditions=react-server", "--import", "tsx", "lib/jobs/worker-main.ts"]);
  }

  /** `name`/`port` other than "web": a second web server on the same build, database and secrets. */
  async startWeb(name = "web", port = this.o.webPort, env: Record<string, string> = {}): Promise<void> {
    this.spawn(
      name,
      [...WEB_NODE_FLAGS, this.nextBin(), "start", "-H", "127.0.0.1", "-p", String(port)],
      env,
    );
    await this.waitFor(`http://127.0.0.1:${port}/api/health`, 120_000, `the web server ${name}`);
  }

  /** SIGKILL: no shutdown hook, no `after()` callbacks finished, connections dropped mid-statement. */
  async kill(name: string): Promise<void> {
    const proc = this.procs.get(name);
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode) return;
    proc.child.kill("SIGKILL");
    await proc.exited;
  }

  /** SIGTERM and wait: a process the scenario no longer needs (the second web server, worker). */
  async stopOne(name: string): Promise<void> {
    const proc = this.procs.get(name);
    if (!proc || proc.child.exitCode !== null || proc.child.signalCode) return;
    proc.child.kill("SIGTERM");
    const timer = setTimeout(() => proc.child.kill("SIGKILL"), 8000);
    await proc.exited;
    clearTimeout(timer);
  }

  isRunning(name: string): boolean {
    const proc = this.procs.get(name);
    return Boolean(proc && proc.child.exitCode === null && !proc.child.signalCode);
  }

  async startPostgres(): Promise<void> {
    this.pg = await ensurePostgres({
      dataDir: path.join(this.o.dataDir, "pg"),
      port: this.o.pgPort,
      log: () => {},
    });
    if (!this.pg.embedded)
      throw new Error(
        `something else already answers on port ${this.o.pgPort}: the fault driver needs a PostgreSQL it can stop (set FAULTS_PG_PORT)`,
      );
  }

  async stopPostgres(): Promise<void> {
    await this.pg?.stop();
  }

  async waitFor(url: string, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s (see ${this.logFile})`);
  }

  /** Wait until process `name` printed a line containing `text` (a worker's "[worker] ready"). */
  async waitForOutput(name: string, text: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const prefix = `${name.padEnd(9)}| `;
    while (Date.now() < deadline) {
      if (
        fs
          .readFileSync(this.logFile, "utf8")
          .split("\n")
          .some((l) => l.startsWith(prefix) && l.includes(text))
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${name} did not print "${text}" within ${timeoutMs / 1000} s (see ${this.logFile})`);
  }

  logTail(lines = 60): string {
    return fs.readFileSync(this.logFile, "utf8").split("\n").slice(-lines).join("\n");
  }

  async stop(): Promise<void> {
    for (const proc of this.procs.values()) if (proc.child.exitCode === null) proc.child.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const proc of this.procs.values()) if (proc.child.exitCode === null) proc.child.kill("SIGKILL");
    }, 8000);
    await Promise.all([...this.procs.values()].map((p) => p.exited));
    clearTimeout(timer);
    await this.bouncer?.stop().catch(() => {});
    if (this.pg) await dropDatabase(this.pg.url, this.dbName).catch(() => {});
    await this.pg?.stop().catch(() => {});
  }
}
