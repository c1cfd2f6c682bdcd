// Issue 12 item 7: the price calendar's colours get stronger as days get cheaper (heat-1 is the
// cheapest tier), so the eye lands on the cheap days. Read from the theme the page actually uses.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const css = fs.readFileSync("app/globals.css", "utf8");
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe("price calendar heat colours", () => {
  it("run from strongest (cheapest) to palest (dearest)", () => {
    const tiers = [1, 2, 3, 4, 5].map(
      (n) => new RegExp(`--color-heat-${n}:\\s*(#[0-9a-f]{6})`, "i").exec(css)?.[1],
    );
    expect(tiers.every(Boolean)).toBe(true);
    const l = tiers.map((h) => luminance(h!));
    for (let i = 1; i < l.length; i++) expect(l[i]!).toBeGreaterThan(l[i - 1]!);
    // The cheapest tier carries white text: it must be dark enough for it (WCAG 4.5:1).
    expect((1 + 0.05) / (l[0]! + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
