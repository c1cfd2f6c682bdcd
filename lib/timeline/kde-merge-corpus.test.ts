// KDE kitinerary's merge cases (test-data/kde-kitinerary-merge) through Milepost's real path, held
// to KDE's verdicts: no false merge ever (it would hide one of two real reservations), no case that
// agreed in the committed baseline may stop agreeing, and at least 95 % of the cases that reach our
// rules agree (issue 33, "Done when").
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, figuresOf, runKdeMergeCorpus } from "./kde-merge-corpus";
import { runKdeMergeValues } from "./kde-merge-values";

const verdicts = runKdeMergeCorpus();
const figures = figuresOf(verdicts);
const values = runKdeMergeValues();
const baseline = JSON.parse(readFileSync(path.join(CORPUS_DIR, "baseline.json"), "utf8")) as {
  agreeing: string[];
  mergedFields: string[];
};
const key = (v: { id: string; check: string }) => `${v.check} ${v.id}`;

describe("KDE kitinerary merge corpus", () => {
  it("prints its figures", () => {
    const pct = ((100 * figures.agreeing) / Math.max(1, figures.run)).toFixed(1);
    console.log(
      `KDE merge corpus: ${figures.cases} cases, ${figures.run} run (${figures.skipped} cannot reach the timeline), ` +
        `${figures.agreeing} verdicts agreeing (${pct} %), ${figures.falseMerges} false merges, ${figures.missedMerges} missed merges, ${figures.asymmetric} asymmetric`,
    );
    for (const v of verdicts.filter((x) => x.ours !== null && x.ours !== x.kde))
      console.log(`  disagrees: ${key(v)} (KDE ${v.kde}, ours ${v.ours})`);
    for (const v of verdicts.filter((x) => x.ours === null))
      console.log(`  not run: ${key(v)}: ${v.skipped}`);
    const pairs = new Set(values.map((v) => v.id)).size;
    console.log(
      `KDE merged values: ${values.filter((v) => v.ok).length} of ${values.length} key fields as KDE merged them (${pairs} mergedata pairs)`,
    );
    for (const v of values.filter((x) => !x.ok))
      console.log(`  differs: ${v.id} ${v.field}: KDE ${v.kde}, ours ${v.ours}`);
    expect(figures.run).toBeGreaterThan(0);
  });

  it("keeps every merged value the baseline had right", () => {
    const now = new Set(values.filter((v) => v.ok).map((v) => `${v.id} ${v.field}`));
    expect(baseline.mergedFields.filter((k) => !now.has(k))).toEqual([]);
  });

  it("never merges what KDE keeps apart", () => {
    expect(verdicts.filter((v) => v.ours === true && !v.kde).map(key)).toEqual([]);
  });

  it("keeps every verdict the baseline agreed on", () => {
    const now = new Set(verdicts.filter((v) => v.ours === v.kde).map(key));
    expect(baseline.agreeing.filter((k) => !now.has(k))).toEqual([]);
  });

  it("agrees with KDE on at least 95 % of the cases it runs, each the same both ways round", () => {
    expect(figures.agreeing / figures.run).toBeGreaterThanOrEqual(0.95);
    expect(verdicts.filter((v) => v.asymmetric).map(key)).toEqual([]);
  });
});
