// Issue 12 item 17, without a build: what every page ships before it is interactive is what its
// client components import statically. Walk each app route from its page and layouts, enter client
// land at each "use client" file, follow static (non-type) imports there, and refuse the heavy
// modules that once made /flights 287 kB gzipped: zod (32 kB), cmdk with Radix Dialog (22 kB),
// react-day-picker + date-fns (loaded when the picker opens), the results list's virtualizer
// (loaded with a search); the airport list and the city zones never reach the browser (GET
// /api/airports answers the airport field; lib/places is server-side). The build's own figures
// are printed by `npm run bench` (bench/bundles.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
// recharts: an account chart must load with next/dynamic, like the results list. sonner (13 kB) loads
// after the page is interactive (components/ui/toast.ts); radix-ui (Dialog 12 kB, Slot, Label) only in
// dialogs loaded on demand — Button and Field are plain elements.
const HEAVY = [
  "zod",
  "cmdk",
  "react-day-picker",
  "@tanstack/react-virtual",
  "lib/airports/airports.json",
  "lib/places/city-zones.json",
  "recharts",
  "sonner",
  "radix-ui",
];
// Where a "heavy" module IS the page's first screen, loading it later only adds a waterfall; such a
// page is listed here with the module. None today: the timeline's list has its own small
// fixed-height virtualizer. Real first-load sizes are held to 180 kB by `npm run bench`.
const ALLOWED: Record<string, string[]> = {};

function resolve(spec: string, from: string): string | null {
  if (!spec.startsWith("@/") && !spec.startsWith(".")) return spec; // a package
  const base = spec.startsWith("@/")
    ? path.join(root, spec.slice(2))
    : path.resolve(path.dirname(from), spec);
  for (const ext of ["", ".ts", ".tsx", "/index.ts"])
    if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  return null;
}

/** Static value imports of a file (type-only imports and `import()` are not part of its chunk). */
function importsOf(file: string): string[] {
  const src = fs.readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm)) {
    if (m[1]) continue;
    const names = m[2]!.trim();
    if (
      /^\{[^}]*\}$/.test(names) &&
      names
        .slice(1, -1)
        .split(",")
        .every((n) => !n.trim() || n.trim().startsWith("type "))
    )
      continue;
    out.push(m[3]!);
  }
  for (const m of src.matchAll(/^import\s+["']([^"']+)["']/gm)) out.push(m[1]!);
  return out;
}

function clientModules(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>(); // module → the chain that brought it in
  const seen = new Set<string>();
  const walk = (file: string, client: boolean, chain: string[]) => {
    const key = `${client}:${file}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (!file.startsWith("/")) {
      if (client) reached.set(file, chain);
      return;
    }
    if (client) reached.set(path.relative(root, file), chain);
    if (file.endsWith(".json") || file.endsWith(".css")) return;
    const src = fs.readFileSync(file, "utf8");
    // A server action module reaches the browser as a reference, not as code.
    if (/^["']use server["']/m.test(src.slice(0, 400))) return;
    const isClient = client || /^["']use client["']/m.test(src.slice(0, 400));
    // Server modules (server-only, route handlers' libraries) never reach the browser.
    if (!isClient && src.includes('import "server-only"')) return;
    for (const spec of importsOf(file)) {
      const next = resolve(spec, file);
      if (next) walk(next, isClient, [...chain, path.relative(root, file)]);
    }
  };
  walk(entry, false, []);
  return reached;
}

const pages = fs
  .readdirSync(path.join(root, "app"), { recursive: true })
  .map(String)
  .filter((f) => /(^|\/)page\.tsx$/.test(f))
  .map((f) => path.join(root, "app", f));

describe("first-load imports of every page", () => {
  it.each(pages.map((p) => [path.relative(root, p), p]))(
    "%s ships none of the heavy modules",
    (_name, page) => {
      const layouts: string[] = [];
      for (let dir = path.dirname(page); dir.startsWith(path.join(root, "app")); dir = path.dirname(dir)) {
        if (fs.existsSync(path.join(dir, "layout.tsx"))) layouts.push(path.join(dir, "layout.tsx"));
      }
      const found: string[] = [];
      for (const entry of [page, ...layouts]) {
        for (const [mod, chain] of clientModules(entry)) {
          const allowed = ALLOWED[_name] ?? [];
          if (
            HEAVY.some(
              (h) => !allowed.includes(h) && (mod === h || mod.startsWith(`${h}/`) || mod.endsWith(h)),
            )
          )
            found.push(`${mod} via ${chain.join(" > ")}`);
        }
      }
      expect(found).toEqual([]);
    },
  );
});
