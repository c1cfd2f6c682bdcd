import { describe, expect, it } from "vitest";
import { type AuditReport, classify } from "./classify";

const report: AuditReport = {
  vulnerabilities: {
    next: {
      name: "next",
      severity: "critical",
      via: [
        {
          source: 1,
          url: "https://github.com/advisories/GHSA-aaaa-bbbb-cccc",
          title: "SSRF",
          severity: "critical",
        },
      ],
      fixAvailable: true,
    },
    postcss: {
      name: "postcss",
      severity: "moderate",
      via: [
        {
          url: "https://github.com/advisories/GHSA-mmmm-oooo-dddd",
          title: "line return",
          severity: "moderate",
        },
      ],
    },
    "eslint-x": { name: "eslint-x", severity: "high", via: ["next"], fixAvailable: false },
  },
};

describe("classify", () => {
  it("lists a high or critical advisory that the allow-list does not explain", () => {
    const r = classify(report, { entries: [] });
    expect(r.unexplained.map((f) => f.package)).toEqual(["next"]);
    expect(r.unexplained[0]).toMatchObject({ advisories: ["GHSA-aaaa-bbbb-cccc"], fix: "npm audit fix" });
  });
  it("accepts an advisory the allow-list explains, by id or for the whole package", () => {
    const reason = "The affected middleware path is not used by this app at all.";
    expect(
      classify(report, { entries: [{ package: "next", advisory: "GHSA-aaaa-bbbb-cccc", reason }] })
        .unexplained,
    ).toEqual([]);
    expect(classify(report, { entries: [{ package: "next", advisory: "*", reason }] }).unexplained).toEqual(
      [],
    );
    expect(
      classify(report, { entries: [{ package: "next", advisory: "GHSA-other", reason }] }).unexplained,
    ).toHaveLength(1);
  });
  it("ignores moderate and low findings and findings only inherited through another package", () => {
    const r = classify(report, {
      entries: [{ package: "next", advisory: "*", reason: "The affected middleware path is not used." }],
    });
    expect(r.explained.map((f) => f.package).sort()).toEqual(["eslint-x", "next"]);
  });
});
