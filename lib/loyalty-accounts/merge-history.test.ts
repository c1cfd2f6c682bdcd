import { describe, expect, it } from "vitest";
import { planHistoryMerge, prepareRows, type RowIn } from "./merge-history";

const columns = [
  { name: "Date", kind: "PostingDate" },
  { name: "Description", kind: "Description" },
  { name: "Miles", kind: "Miles" },
];
const row = (date: string, desc: string, miles: number): RowIn => ({
  fields: [
    { name: "Date", value: date },
    { name: "Description", value: desc },
    { name: "Miles", value: String(miles) },
  ],
});
const stored = (rows: RowIn[]) =>
  prepareRows(rows, columns).map(({ postingDate, rowKey }) => ({ postingDate, rowKey }));

describe("history merge", () => {
  it("extracts the posting date and points by column kind", () => {
    const [r] = prepareRows([row("2026-03-01", "Flight", 1200)], columns);
    expect(r).toMatchObject({ postingDate: "2026-03-01", miles: 1200, position: 0 });
  });

  it("counts a bonus column on top of the miles column (both are in the balance)", () => {
    const cols = [...columns, { name: "Bonus Miles", kind: "Bonus" }];
    const withBonus = {
      fields: [...row("2026-03-01", "Flight", 1200).fields, { name: "Bonus Miles", value: "1,300" }],
    };
    const noBonus = { fields: [...row("2026-03-02", "Shop", 40).fields, { name: "Bonus Miles", value: "" }] };
    expect(prepareRows([withBonus, noBonus], cols).map((r) => r.miles)).toEqual([2500, 40]);
  });

  it("complete replaces everything", () => {
    const plan = planHistoryMerge(
      "complete",
      prepareRows([row("2026-03-01", "A", 1)], columns),
      stored([row("2025-01-01", "old", 5)]),
    );
    expect(plan.deleteAll).toBe(true);
    expect(plan.insert).toHaveLength(1);
  });

  it("incremental drops the overlapping day's rows already held and keeps new ones", () => {
    const held = stored([row("2026-03-01", "Hotel", 500), row("2026-02-20", "Flight", 800)]);
    const reply = prepareRows(
      [row("2026-03-05", "Car", 100), row("2026-03-01", "Hotel", 500), row("2026-03-01", "Dinner", 50)],
      columns,
    );
    const plan = planHistoryMerge("incremental", reply, held);
    expect(plan.deleteAll).toBe(false);
    expect(plan.deleteFrom).toBeNull();
    expect(plan.insert.map((r) => r.fields[1]!.value)).toEqual(["Car", "Dinner"]);
  });

  it("incremental keeps two genuinely identical rows on one day (multiset)", () => {
    const held = stored([row("2026-03-01", "Coffee", 5)]);
    const reply = prepareRows([row("2026-03-01", "Coffee", 5), row("2026-03-01", "Coffee", 5)], columns);
    expect(planHistoryMerge("incremental", reply, held).insert).toHaveLength(1);
  });

  it("incremental_past replaces from the earliest day in the reply", () => {
    const reply = prepareRows(
      [row("2026-03-05", "Car", 100), row("2026-02-10", "Flight (posted)", 900)],
      columns,
    );
    const plan = planHistoryMerge(
      "incremental_past",
      reply,
      stored([row("2026-02-10", "Flight (pending)", 0)]),
    );
    expect(plan).toMatchObject({ deleteAll: false, deleteFrom: "2026-02-10" });
    expect(plan.insert).toHaveLength(2);
  });
});
