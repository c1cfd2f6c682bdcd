// The simulator shares exactly these files with the app, following imports transitively from every
// simulator module (tests and the KDE corpus runner aside, as in eslint.config.mjs): pure utilities
// and reference data with no contract meaning. ESLint stops a direct import of an app schema; this
// stops one arriving through a shared utility that starts importing it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SIM = path.join(ROOT, "simulator");

const SHARED = [
  "lib/airports/airports.json",
  "lib/airports/city-codes.json",
  "lib/airports/city-codes.ts",
  "lib/airports/find-airports.ts",
  "lib/log/format-line.ts",
  "lib/log/logger.ts",
  "lib/log/redact-paths.ts",
  "lib/places/city-zones.json",
  "lib/places/zone-of-place.ts",
  "lib/text/fold-text.ts",
  "lib/timeline/geo.ts",
];

function simulatorModules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return file.endsWith(path.join("email", "corpus")) ? [] : simulatorModules(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined; // a package or a Node built-in
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (f) => existsSync(f) && statSync(f).isFile(),
  );
}

it("the simulator reaches only the shared pure utilities of the app", () => {
  const seen = new Set<string>();
  const queue = simulatorModules(SIM);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolve(file, (m[1] ?? m[2] ?? m[3])!);
      if (target) queue.push(target);
    }
  }
  const app = [...seen]
    .filter((f) => !f.startsWith(SIM + path.sep))
    .map((f) => path.relative(ROOT, f))
    .sort();
  expect(app).toEqual(SHARED);
});
