// No import circles in lib/ and components/ (issue 11): a module graph with circles makes load order
// decide what is undefined at import time, and made enqueueing a job import every job handler.
// Reads the sources' value imports (type-only imports vanish at runtime and are ignored).
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = process.cwd();

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") sources(p, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(p);
  }
  return out;
}

function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("@/")
      ? path.join(root, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(from), spec)
        : null;
    return base ? [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((f) => known.has(f)) : undefined;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((m) =>
      resolve(file, m[1]!),
    );
    graph.set(
      file,
      targets.filter((t): t is string => Boolean(t)),
    );
  }
  return graph;
}

function findCycles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (node: string) => {
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === "open")
        cycles.push(
          stack
            .slice(stack.indexOf(next))
            .concat(next)
            .map((f) => path.relative(root, f))
            .join(" → "),
        );
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, "done");
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

it("finds a circle when there is one (the detector works)", () => {
  expect(
    findCycles(
      new Map([
        ["a", ["b"]],
        ["b", ["c"]],
        ["c", ["a"]],
        ["d", ["a"]],
      ]),
    ),
  ).toEqual(["a → b → c → a"]);
});

it("lib/ and components/ import without circles", () => {
  const graph = importGraph([...sources(path.join(root, "lib")), ...sources(path.join(root, "components"))]);
  expect(graph.size).toBeGreaterThan(100);
  expect(findCycles(graph)).toEqual([]);
});
