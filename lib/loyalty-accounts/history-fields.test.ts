import { describe, expect, it } from "vitest";
import { displayOrder, matchFields } from "./history-fields";
import { prepareRows } from "./merge-history";

const columns = [
  { name: "Activity date", kind: "PostingDate" },
  { name: "Activity", kind: "Description" },
  { name: "Award Miles", kind: "Miles" },
  { name: "Bonus Miles", kind: "Bonus" },
];

describe("history fields matched by caption or by kind", () => {
  it("caption form (spec 2 A5): each field lands in its column", () => {
    const fields = [
      { name: "Activity date", value: "2026-03-01" },
      { name: "Activity", value: "JFK-LAX" },
      { name: "Award Miles", value: "2,475" },
    ];
    expect(matchFields(fields, columns)).toEqual({
      cells: ["2026-03-01", "JFK-LAX", "2,475", undefined],
      extras: [],
    });
    expect(prepareRows([{ fields }], columns)[0]).toMatchObject({ postingDate: "2026-03-01", miles: 2475 });
  });

  it("kind form (fields named PostingDate, Description, Miles): same cells, a posting date and the miles", () => {
    const fields = [
      { name: "PostingDate", value: "2026-03-02" },
      { name: "Description", value: "Hotel stay" },
      { name: "Miles", value: "1000" },
      { name: "Bonus", value: "500" },
    ];
    expect(matchFields(fields, columns).cells).toEqual(["2026-03-02", "Hotel stay", "1000", "500"]);
    expect(prepareRows([{ fields }], columns)[0]).toMatchObject({ postingDate: "2026-03-02", miles: 1500 });
  });

  it("HistoryField form (code = kind, name = another caption): matched by code", () => {
    const fields = [
      { code: "PostingDate", name: "Date", value: "2026-03-03" },
      { code: "Miles", name: "Miles earned", value: "-12,500" },
    ];
    expect(matchFields(fields, columns).cells).toEqual(["2026-03-03", undefined, "-12,500", undefined]);
    expect(prepareRows([{ fields }], columns)[0]).toMatchObject({ postingDate: "2026-03-03", miles: -12500 });
  });

  it("keeps fields that match no column as extras instead of dropping them", () => {
    const fields = [
      { name: "Activity date", value: "2026-03-04" },
      { name: "Partner", value: "Hertz" },
      { code: "Info", name: "Status credits", value: "10" },
    ];
    expect(matchFields(fields, columns).extras).toEqual([
      { name: "Partner", value: "Hertz" },
      { code: "Info", name: "Status credits", value: "10" },
    ]);
  });

  it("a caption match wins over a kind match for the same column", () => {
    const fields = [
      { name: "Miles", value: "5" },
      { name: "Award Miles", value: "7" },
    ];
    const { cells, extras } = matchFields(fields, columns);
    expect(cells[2]).toBe("7");
    expect(extras).toEqual([{ name: "Miles", value: "5" }]);
  });

  it("shows the point columns before status numbers, and leaves other columns where the provider put them", () => {
    const airline = [
      { name: "Date", kind: "PostingDate", type: "date" },
      { name: "Activity", kind: "Description", type: "string" },
      { name: "Loyalty Points", kind: "Info", type: "integer" },
      { name: "Award Miles", kind: "Miles", type: "integer" },
      { name: "Bonus Miles", kind: "Bonus", type: "integer" },
    ];
    expect(displayOrder(airline).map((c) => c.name)).toEqual([
      "Date",
      "Activity",
      "Award Miles",
      "Bonus Miles",
      "Loyalty Points",
    ]);
    // a card program: text columns keep their places; no point column means no change at all
    const card = [
      { name: "Date", kind: "PostingDate", type: "date" },
      { name: "Description", kind: "Description", type: "string" },
      { name: "Category", kind: "Category", type: "string" },
      { name: "Amount", kind: "Amount", type: "decimal" },
      { name: "Points", kind: "Miles", type: "integer" },
    ];
    expect(displayOrder(card)).toEqual(card);
    const nights = [
      { name: "Date", kind: "PostingDate", type: "date" },
      { name: "Nights", kind: "Info", type: "integer" },
    ];
    expect(displayOrder(nights)).toEqual(nights);
  });
});
