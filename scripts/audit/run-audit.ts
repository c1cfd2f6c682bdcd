// `node --import tsx scripts/audit/run-audit.ts` — runs `npm audit --omit=dev --json` and fails on
// any high or critical finding that scripts/audit/allowlist.json does not explain (README
// "Guarantees"). Without a reachable advisory service (offline CI, a registry mirror without the
// audit endpoint) it says so and exits 0: an audit that could not run is reported, not failed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { allowlistSchema, auditReportSchema, classify } from "./classify";

export type AuditOutcome =
  | { kind: "skipped"; why: string }
  | {
      kind: "done";
      explained: ReturnType<typeof classify>["explained"];
      unexplained: ReturnType<typeof classify>["unexplained"];
      counts: Record<string, number>;
    };

export function runAudit(cwd = process.cwd()): AuditOutcome {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    cwd,
    encoding: "utf8",
    timeout: 120_000,
  });
  if (run.error) return { kind: "skipped", why: `npm could not run: ${run.error.message}` };
  let json: unknown;
  try {
    json = JSON.parse(run.stdout);
  } catch {
    return {
      kind: "skipped",
      why: `npm audit gave no report (exit ${run.status}): ${(run.stderr || run.stdout).trim().split("\n").slice(-2).join(" ")}`,
    };
  }
  // Without a report npm prints {"error": {...}} (no network) or the failed request itself
  // ({"message": "405 Method Not Allowed - POST …/advisories/bulk", …}: a registry without the audit endpoint).
  const o = json as {
    vulnerabilities?: unknown;
    message?: string;
    error?: { code?: string; summary?: string };
  };
  if (o.vulnerabilities === undefined) {
    return {
      kind: "skipped",
      why: `the advisory service could not be reached (${o.message || o.error?.summary || o.error?.code || "no report"})`,
    };
  }
  const report = auditReportSchema.parse(json);
  const allow = allowlistSchema.parse(
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "allowlist.json"), "utf8")),
  );
  return { kind: "done", ...classify(report, allow), counts: report.metadata?.vulnerabilities ?? {} };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const outcome = runAudit();
  if (outcome.kind === "skipped") {
    console.log(`[audit] skipped: ${outcome.why}`);
    process.exit(0);
  }
  console.log(
    `[audit] npm audit --omit=dev: ${JSON.stringify(outcome.counts)}; high/critical explained ${outcome.explained.length}, unexplained ${outcome.unexplained.length}`,
  );
  for (const f of outcome.unexplained)
    console.log(`[audit] UNEXPLAINED ${f.severity} ${f.package}: ${f.advisories.join(", ")} — ${f.fix}`);
  process.exit(outcome.unexplained.length ? 1 : 0);
}
