// `npm run fuzz`: the long mode of every fuzz test (files named fuzz-*.test.ts: callback receivers and
// normalizers, form schemas, the simulator's email parser, the inbox intake, the sanitizer), with
// FUZZ_RUNS cases per property (default 5,000; `npm test` runs each with a few dozen to a few hundred).
// Same database preparation as `npm test` (scripts/test.ts). Extra arguments narrow the files.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SKIP = new Set(["node_modules", ".next", ".data", "generated", ".git"]);

function find(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) find(p, out);
    else if (/^fuzz-.*\.test\.ts$/.test(entry.name)) out.push(path.relative(process.cwd(), p));
  }
  return out;
}

const only = process.argv.slice(2);
const files = find(process.cwd())
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const runs = process.env.FUZZ_RUNS ?? "5000";
console.log(`fuzz: ${files.length} files, FUZZ_RUNS=${runs}\n  ${files.join("\n  ")}`);
const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/test.ts", ...files], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: runs },
});
process.exit(result.status ?? 1);
