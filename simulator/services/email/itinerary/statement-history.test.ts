import { describe, expect, it } from "vitest";
import { parseHtml } from "../markup/html-tree";
import { isoDate, statementHistory } from "./statement-history";

describe("isoDate", () => {
  it.each([
    ["2026-11-03", "2026-11-03"],
    ["Nov 3, 2026", "2026-11-03"],
    ["November 30 2026", "2026-11-30"],
    ["3 Nov 2026", "2026-11-03"],
    ["03 Sept. 2026", "2026-09-03"],
    ["11/03/2026", undefined], // US or European? ambiguous: not guessed
    ["", undefined],
  ])("%s → %s", (input, expected) => {
    expect(isoDate(input)).toBe(expected);
  });
});

describe("statementHistory", () => {
  it("reads the first table with date, activity and points columns, skipping unreadable rows", () => {
    const html = `<table><tr><td>Hello Alex</td></tr></table>
      <table><tr><th>Posted</th><th>Points</th><th>Description</th></tr>
      <tr><td>3 Oct 2026</td><td>1.250</td><td>Stay at Hotel Indigo</td></tr>
      <tr><td>pending</td><td>500</td><td>Bonus</td></tr></table>`;
    // "Posted" is not a date column: nothing matches, so no history
    expect(statementHistory(parseHtml(html))).toEqual([]);
    const dated = html.replace("Posted", "Posting date");
    expect(statementHistory(parseHtml(dated))).toEqual([
      {
        fields: [
          { code: "PostingDate", name: "Date", value: "2026-10-03" },
          { code: "Description", name: "Activity", value: "Stay at Hotel Indigo" },
          { code: "Miles", name: "Points", value: 1250 },
        ],
      },
    ]);
  });
});
