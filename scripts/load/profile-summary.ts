// `node --import tsx scripts/load/profile-summary.ts <file.cpuprofile> [top]`: where a load target's
// CPU went, from the V8 profile `npm run load` writes with LOAD_PROFILE=<dir>: self time by area
// (which package or part of Next.js the code is in) and the functions with the most self time.
import fs from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Which part of the server a frame is in, by its script's path (Next bundles app code into chunks). */
export function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "native / V8 builtins";
  if (/node_modules\/next\/dist\/compiled\/next-server\/app-page/.test(url))
    return "React render + Next app runtime (app-page bundle)";
  if (/node_modules\/next\/dist\/compiled\/(react|react-dom|react-server-dom)/.test(url)) return "React";
  if (/node_modules\/next\/dist\/server\/(base-server|next-server|lib\/router|lib\/start)/.test(url))
    return "Next.js server and router";
  if (/node_modules\/next\/dist\/server\/web|middleware|proxy/.test(url))
    return "Next.js proxy (middleware) runtime";
  if (/node_modules\/next\//.test(url)) return "Next.js other";
  if (/@prisma|prisma\/client|query_compiler|generated\/prisma/.test(url)) return "Prisma";
  if (/node_modules\/pg(-[a-z]+)?\//.test(url)) return "pg driver";
  if (/node_modules\/(jose|@auth|next-auth)/.test(url)) return "Auth.js / jose";
  if (/^node:/.test(url)) return `Node ${url.replace(/^node:(internal\/)?/, "").split("/")[0]}`;
  if (/\.next[^/]*\/server\/(chunks|app)\//.test(url))
    return "bundled server chunks (app code and bundled packages)";
  return url
    .replace(/^.*node_modules\//, "")
    .split("/")
    .slice(0, 2)
    .join("/");
}

export function summarize(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++)
    self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const areas = new Map<string, number>();
  const fns = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // A builtin (JSON.stringify, a regex, a hash) counts for the code that called it.
  const caller = (id: number): { url: string; functionName: string } => {
    let at: number | undefined = id;
    while (at !== undefined && !byId.get(at)!.callFrame.url) at = parent.get(at);
    return at === undefined ? byId.get(id)!.callFrame : byId.get(at)!.callFrame;
  };
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const area = functionName.startsWith("(") ? functionName : areaOf(caller(id).url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const key = `${functionName || "(anonymous)"} ${url.replace(/^.*\/(node_modules|\.next[^/]*)\//, "")}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return {
    totalMs: Math.round(total / 1000),
    areas: sorted(areas).map(([area, us]) => ({ area, ms: Math.round(us / 1000), share: pct(us) })),
    functions: sorted(fns)
      .slice(0, top)
      .map(([fn, us]) => ({ function: fn, ms: Math.round(us / 1000), share: pct(us) })),
  };
}

if (process.argv[1]?.endsWith("profile-summary.ts")) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
  const s = summarize(JSON.parse(fs.readFileSync(file, "utf8")) as Profile, Number(top ?? 25));
  console.log(`${file}: ${s.totalMs.toLocaleString("en-US")} ms sampled`);
  console.table(s.areas);
  console.table(s.functions);
}
