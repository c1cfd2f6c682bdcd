import { describe, expect, it } from "vitest";
import { pointsInRange } from "./chart-range";

const pts = [
  { date: "2021-05-01", balance: 100 },
  { date: "2024-02-01", balance: 200 },
  { date: "2025-12-01", balance: 300 },
  { date: "2026-10-01", balance: 400 },
];

describe("balance chart ranges", () => {
  it("keeps everything for All", () => expect(pointsInRange(pts, "all", "2026-11-23")).toEqual(pts));
  it("starts a 1-year range with the balance held on its first day", () => {
    expect(pointsInRange(pts, "1y", "2026-11-23")).toEqual([
      { date: "2025-11-23", balance: 200 },
      pts[2],
      pts[3],
    ]);
  });
  it("3 years", () =>
    expect(pointsInRange(pts, "3y", "2026-11-23").map((p) => p.date)).toEqual([
      "2023-11-23",
      "2024-02-01",
      "2025-12-01",
      "2026-10-01",
    ]));
});
