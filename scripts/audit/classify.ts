// Reads `npm audit --json` output (npm 7+ format) and splits its high and critical findings into
// explained (listed in allowlist.json with a reason) and unexplained. Pure, so it is tested without
// the network (classify.test.ts).
import { z } from "zod";

const viaSchema = z.union([
  z.string(),
  z.object({
    source: z.union([z.number(), z.string()]).optional(),
    url: z.string().optional(),
    title: z.string().optional(),
    severity: z.string().optional(),
  }),
]);
export const auditReportSchema = z.object({
  vulnerabilities: z
    .record(
      z.string(),
      z.object({
        name: z.string(),
        severity: z.string(),
        via: z.array(viaSchema),
        fixAvailable: z.unknown().optional(),
        range: z.string().optional(),
      }),
    )
    .default({}),
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()) }).optional(),
});
export type AuditReport = z.infer<typeof auditReportSchema>;

export const allowlistSchema = z.object({
  entries: z.array(
    z.object({
      package: z.string().min(1),
      advisory: z.string().min(1),
      reason: z.string().min(20, "Say why it is not exploitable here"),
    }),
  ),
});
export type Allowlist = z.infer<typeof allowlistSchema>;

export interface Finding {
  package: string;
  severity: string;
  advisories: string[]; // GHSA URLs or titles
  fix: string;
}

const SERIOUS = new Set(["high", "critical"]);

/** The GHSA id at the end of an advisory URL, else the URL or title itself. */
const advisoryId = (url: string | undefined, title: string | undefined) =>
  url?.match(/GHSA-[\w-]+$/)?.[0] ?? url ?? title ?? "unknown";

export function seriousFindings(report: AuditReport): Finding[] {
  return Object.values(report.vulnerabilities)
    .filter((v) => SERIOUS.has(v.severity))
    .map((v) => ({
      package: v.name,
      severity: v.severity,
      // A finding "via" another package only inherits it; the advisory is listed on that package.
      advisories: v.via.map((x) => (typeof x === "string" ? `via ${x}` : advisoryId(x.url, x.title))),
      fix:
        v.fixAvailable === true
          ? "npm audit fix"
          : typeof v.fixAvailable === "object" && v.fixAvailable
            ? `npm audit fix --force (${JSON.stringify(v.fixAvailable)})`
            : "no fix available",
    }));
}

export function classify(
  report: AuditReport,
  allow: Allowlist,
): { explained: Finding[]; unexplained: Finding[] } {
  const explained: Finding[] = [];
  const unexplained: Finding[] = [];
  for (const f of seriousFindings(report)) {
    const ok = f.advisories.every(
      (a) =>
        a.startsWith("via ") ||
        allow.entries.some((e) => e.package === f.package && (e.advisory === "*" || e.advisory === a)),
    );
    (ok ? explained : unexplained).push(f);
  }
  return { explained, unexplained };
}
