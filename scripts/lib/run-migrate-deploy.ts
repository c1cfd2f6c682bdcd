// Applies pending migrations from a long-lived process (launcher, test setup). The schema engine
// never closes its connection pool, so deploying in-process would keep the caller alive; run the
// CLI in a child process instead and hand back what it applied.
import { execFile } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const TIMEOUT_MS = 120_000;

export type MigrateDeployOptions = { migrationsDir?: string; schemaDir?: string };

/** Resolves with the names of the migrations applied (empty when none were pending). */
export function runMigrateDeploy(databaseUrl: string, opts: MigrateDeployOptions = {}): Promise<string[]> {
  const args = ["--import", "tsx", path.join(root, "scripts", "migrate.ts"), "deploy"];
  if (opts.migrationsDir) args.push("--migrations", opts.migrationsDir);
  if (opts.schemaDir) args.push("--schema", opts.schemaDir);
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        cwd: root,
        // The URL given is the one migrated, whatever DATABASE_DIRECT_URL the caller's environment has.
        env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_DIRECT_URL: databaseUrl },
        timeout: TIMEOUT_MS,
        maxBuffer: 8 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stdout}${stderr}`.trim();
          const why = error.killed
            ? `timed out after ${TIMEOUT_MS / 1000} s`
            : `exit code ${String(error.code)}`;
          reject(new Error(`Could not apply migrations (scripts/migrate.ts deploy, ${why}):\n${output}`));
          return;
        }
        resolve(appliedNames(stdout));
      },
    );
  });
}

// deployCommand prints "Applied N migration(s):" followed by one indented name per line.
function appliedNames(stdout: string): string[] {
  const lines = stdout.split("\n");
  const start = lines.findIndex((l) => l.startsWith("Applied "));
  if (start < 0) return [];
  return lines
    .slice(start + 1)
    .map((l) => /^ {2}(\S+)$/.exec(l)?.[1])
    .filter((n): n is string => n !== undefined);
}
