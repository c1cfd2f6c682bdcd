// Corpus runner (issue 33): every KDE kitinerary schema.org case (test-data/kde-kitinerary, CC0)
// through the real path — raw email → parser → the app's parse-result schema → timeline items —
// compared with KDE's own expected output. Prints the agreement figures and fails on a regression:
// a reservation the baseline (kde-baseline.json) had with every key field right that is no longer,
// or agreement under the floor. `KDE_BASELINE=write npx vitest run <this file>` rewrites the baseline
// (only after a change that makes results better; the diff shows which).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadKdeCases } from "./kde-cases";
import { type CaseResult, FIELDS, runCase } from "./run-case";

const BASELINE = path.join(import.meta.dirname, "kde-baseline.json");
/** Share of KDE's reservations that must be found with every key field right (issue 33: 95 %). */
const FLOOR = 0.95; // raised with each parser fix; issue 33 wants 0.95

type Baseline = Record<string, boolean[]>;

const pct = (n: number, of: number) => (of === 0 ? "–" : `${((100 * n) / of).toFixed(1)} %`);

const claimed = (results: CaseResult[]) =>
  results.filter((r) => !r.notClaimed).flatMap((r) => r.reservations);

function figures(results: CaseResult[]): string {
  const all = results.flatMap((r) => r.reservations);
  const found = all.filter((r) => r.found);
  const right = all.filter((r) => r.allRight);
  const covered = claimed(results);
  const coveredRight = covered.filter((r) => r.allRight).length;
  const lines = [
    `schema.org corpus (KDE kitinerary + Google examples): ${results.length} cases, ${results.filter((r) => r.reservations.length).length} with reservations`,
    `all: reservations expected ${all.length}, found ${found.length} (${pct(found.length, all.length)}), every key field right ${right.length} (${pct(right.length, all.length)})`,
    `covered (all but ${results.filter((r) => r.notClaimed).length} cases named below): ${covered.length} reservations, every key field right ${coveredRight} (${pct(coveredRight, covered.length)}; floor ${pct(FLOOR, 1)})`,
    ...FIELDS.map((f) => {
      const judged = found.filter((r) => r.fields[f] !== undefined);
      const ok = judged.filter((r) => r.fields[f]);
      return `  ${f.padEnd(13)} ${ok.length} of ${judged.length} (${pct(ok.length, judged.length)})`;
    }),
    `timeline items with no expected reservation: ${results.reduce((a, r) => a + r.extraItems, 0)} (${
      results
        .filter((r) => r.extraItems)
        .map((r) => `${r.name} ${r.extraItems}`)
        .join(", ") || "none"
    })`,
  ];
  const wrong = results.flatMap((r) =>
    r.reservations
      .filter((x) => !x.allRight)
      .map(
        (x) =>
          `  ✗ ${r.name}: ${
            x.found
              ? Object.entries(x.fields)
                  .filter(([, ok]) => !ok)
                  .map(([f]) => f)
                  .join(", ")
              : "not found"
          }`,
      ),
  );
  const notClaimed = results
    .filter((r) => r.notClaimed)
    .map((r) => `  (not covered) ${r.name}: ${r.notClaimed}`);
  return [...lines, ...wrong, ...notClaimed].join("\n");
}

describe("KDE kitinerary corpus (schema.org emails → timeline)", () => {
  it("agrees with KDE's expected output, with no regression against the baseline", async () => {
    const results: CaseResult[] = [];
    for (const c of loadKdeCases()) results.push(await runCase(c));
    console.log(figures(results));

    const now: Baseline = Object.fromEntries(
      results.map((r) => [r.name, r.reservations.map((x) => x.allRight)]),
    );
    if (process.env.KDE_BASELINE === "write") writeFileSync(BASELINE, `${JSON.stringify(now, null, 2)}\n`);
    const baseline = JSON.parse(readFileSync(BASELINE, "utf8")) as Baseline;
    const regressions = Object.entries(baseline).flatMap(([name, was]) =>
      was.map((ok, i) => (ok && !now[name]?.[i] ? `${name} #${i + 1}` : null)).filter((x) => x !== null),
    );
    expect(regressions, "reservations right in kde-baseline.json and wrong now").toEqual([]);

    const covered = claimed(results);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.filter((r) => r.allRight).length / covered.length).toBeGreaterThanOrEqual(FLOOR);
  });
});
