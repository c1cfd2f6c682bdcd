// Build the Next.js app when there is no build or the sources changed since the last one.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "next.config.js",
  "postcss.config.mjs",
  "package-lock.json",
  "prisma/schema",
];
const SKIP = new Set(["node_modules", ".next", "generated"]);
const distDir = () => process.env.NEXT_DIST_DIR || ".next";

function walk(p: string, hash: ReturnType<typeof createHash>) {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(p).sort())
      if (!SKIP.has(entry) && !entry.endsWith(".test.ts")) walk(path.join(p, entry), hash);
  } else {
    hash.update(p).update(String(stat.size)).update(String(stat.mtimeMs));
  }
}

export function sourceFingerprint(root: string): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) walk(path.join(root, input), hash);
  return hash.digest("hex");
}

const stampFile = (root: string) => path.join(root, distDir(), "milepost-build-stamp");

export function buildIsStale(root: string): boolean {
  const stamp = stampFile(root);
  if (!fs.existsSync(path.join(root, distDir(), "BUILD_ID")) || !fs.existsSync(stamp)) return true;
  return fs.readFileSync(stamp, "utf8") !== sourceFingerprint(root);
}

export function markBuilt(root: string): void {
  fs.writeFileSync(stampFile(root), sourceFingerprint(root));
}
