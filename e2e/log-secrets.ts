// Secrets in logs (issue 18): the e2e launcher writes every line of every process (web, worker,
// simulator, smtp, postgres, access log, the launcher itself) to MILEPOST_LOG_FILE
// (playwright.config.ts). Specs record the distinctive secrets they use ("canaries": a loyalty
// password, an IMAP password, a business API key, an email body sentence, a session cookie);
// this module scans the log for them and for the shapes of secrets no spec chose (a loyalty
// `browserState`, a session token, a Basic authorization header, a password field).
import fs from "node:fs";
import path from "node:path";

const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
export const LOG_FILE = path.resolve(DATA_DIR, "launcher.log");
const CANARY_FILE = path.resolve(DATA_DIR, "canaries.jsonl");

export interface Canary {
  name: string;
  value: string;
}

/** Remember a secret a spec used, so the end-of-run scan looks for it too. */
export function recordCanary(name: string, value: string): Canary {
  fs.mkdirSync(path.dirname(CANARY_FILE), { recursive: true });
  fs.appendFileSync(CANARY_FILE, `${JSON.stringify({ name, value })}\n`);
  return { name, value };
}

export function readCanaries(): Canary[] {
  if (!fs.existsSync(CANARY_FILE)) return [];
  return fs
    .readFileSync(CANARY_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Canary);
}

/** Secret shapes that must never be logged whatever their value. */
export const SECRET_PATTERNS: readonly { name: string; re: RegExp }[] = [
  // The services' opaque browser state (simulator: loyalty "bs1.<payload>.<signature>", flights and
  // hotels "sim-bs1.<digest>"), and the field by name.
  { name: "browserState value", re: /\bbs1\.[A-Za-z0-9_-]{16,}/ },
  { name: "browserState field", re: /browserState["']?\s*[:=]\s*["']?[^"',}\s]{8,}/ },
  // Auth.js session tokens are JWE/JWT (base64url JSON header "eyJ…").
  { name: "session token (JWT/JWE)", re: /eyJ[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{8,}/ },
  { name: "session cookie", re: /session-token=[^;\s]{16,}/ },
  { name: "Basic authorization header", re: /Basic [A-Za-z0-9+/]{16,}={0,2}/ },
  { name: "password field", re: /["']?password["']?\s*[:=]\s*["'][^"']{4,}["']/i },
];

export interface ScanResult {
  lines: number;
  byProcess: Record<string, number>;
  hits: string[];
}

/** Every line of the log against every canary (as written and URL-encoded) and every pattern. */
export function scanLog(canaries: readonly Canary[], file = LOG_FILE): ScanResult {
  const lines = fs.readFileSync(file, "utf8").split("\n").filter(Boolean);
  const needles = canaries
    .filter((c) => c.value.length >= 8)
    .flatMap((c) => [...new Set([c.value, encodeURIComponent(c.value)])].map((v) => ({ name: c.name, v })));
  const byProcess: Record<string, number> = {};
  const hits: string[] = [];
  lines.forEach((line, i) => {
    const proc = line.split("|")[0]!.trim();
    byProcess[proc] = (byProcess[proc] ?? 0) + 1;
    for (const n of needles) if (line.includes(n.v)) hits.push(`line ${i + 1} (${proc}): ${n.name}`);
    for (const p of SECRET_PATTERNS)
      if (p.re.test(line)) hits.push(`line ${i + 1} (${proc}): ${p.name}: ${line.slice(0, 160)}`);
  });
  return { lines: lines.length, byProcess, hits };
}

export function describeScan(r: ScanResult, canaries: number): string {
  const procs = Object.entries(r.byProcess)
    .map(([p, n]) => `${p} ${n}`)
    .join(", ");
  return `${r.lines} log lines (${procs}) scanned for ${canaries} canaries and ${SECRET_PATTERNS.length} secret shapes: ${r.hits.length} found`;
}
