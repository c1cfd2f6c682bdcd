// First-load JavaScript per route, gzipped, from the build's own statistics (issue 12 item 17):
// Next writes every route's first-load chunks to <distDir>/diagnostics/route-bundle-stats.json; each
// chunk is gzipped here (level 9, as a server would send it) and summed per route. The build is
// made first when the sources changed since the last one (the launcher's own rule), so the figures
// are always those of the current code. Budget: 180 kB gzipped on every route.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildIsStale, markBuilt } from "../scripts/launch/build-if-stale";

export const BUNDLE_BUDGET_KB = 180;

interface RouteStats {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

export interface RouteBundle {
  gzipKb: number;
  rawKb: number;
  chunks: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureBundles(root: string): Record<string, RouteBundle> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (buildIsStale(root)) {
    const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
    const built = spawnSync(process.execPath, [next, "build"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (built.status !== 0) throw new Error(`next build failed (exit ${built.status})`);
    markBuilt(root);
  }
  const stats = JSON.parse(
    fs.readFileSync(path.join(root, distDir, "diagnostics", "route-bundle-stats.json"), "utf8"),
  ) as RouteStats[];
  const gz = new Map<string, number>();
  const size = (chunk: string) => {
    // The stats name chunks as ".next/static/…" whatever the dist folder is called.
    const file = path.join(root, distDir, chunk.replace(/^[^/]+\//, ""));
    if (!gz.has(file)) gz.set(file, gzipSync(fs.readFileSync(file), { level: 9 }).length);
    return gz.get(file)!;
  };
  const out: Record<string, RouteBundle> = {};
  for (const r of [...stats].sort((a, b) => a.route.localeCompare(b.route))) {
    out[r.route] = {
      gzipKb: kb(r.firstLoadChunkPaths.reduce((sum, c) => sum + size(c), 0)),
      rawKb: kb(r.firstLoadUncompressedJsBytes),
      chunks: r.firstLoadChunkPaths.length,
    };
  }
  return out;
}
