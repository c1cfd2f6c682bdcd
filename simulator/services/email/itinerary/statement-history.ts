// Activity rows of a loyalty statement email → spec 3 Loyalty Information `history`.
// schema.org has no markup for them, so the simulated service reads the statement's
// activity table: the first <table> whose header names a date, an activity and
// miles/points columns (the layout airline and hotel statements use).
import { type HtmlElement, textOf, walkElements } from "../markup/html-tree";
import { num } from "./node-values";

export type HistoryRow = { fields: Array<{ code: string; name: string; value: string | number }> };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

export function statementHistory(root: HtmlElement): HistoryRow[] {
  for (const table of walkElements(root)) {
    if (table.tag !== "table") continue;
    const rows = [...walkElements(table)]
      .filter((el) => el.tag === "tr")
      .map((tr) =>
        tr.children
          .filter((c): c is HtmlElement => typeof c !== "string" && (c.tag === "td" || c.tag === "th"))
          .map(textOf),
      );
    const header = rows[0]?.map((h) => h.toLowerCase()) ?? [];
    const col = (re: RegExp) => header.findIndex((h) => re.test(h));
    const date = col(/date/);
    const what = col(/activity|description|transaction/);
    const amount = col(/miles|points|avios/);
    if (date < 0 || what < 0 || amount < 0) continue;
    const unit = header[amount]?.match(/miles|points|avios/)?.[0] ?? "miles";
    return rows.slice(1).flatMap((cells) => {
      const posted = isoDate(cells[date]);
      const value = points(cells[amount]);
      if (!posted || value === undefined || !cells[what]) return [];
      return [
        {
          fields: [
            { code: "PostingDate", name: "Date", value: posted },
            { code: "Description", name: "Activity", value: cells[what] },
            { code: "Miles", name: unit[0]!.toUpperCase() + unit.slice(1), value },
          ],
        },
      ];
    });
  }
  return [];
}

/** Points are whole numbers, so "1.250" and "1,250" are both 1250 (European and US grouping). */
function points(text: string | undefined): number | undefined {
  const t = (text ?? "").replace(/[\s+]/g, "");
  if (/^-?\d{1,3}([.,]\d{3})+$/.test(t)) return Number(t.replace(/[.,]/g, ""));
  return num({ v: t }, "v");
}

/** "2026-11-03", "Nov 3, 2026", "3 Nov 2026" → "2026-11-03". */
export function isoDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const m = /(?:(\d{1,2})\s+([a-z]{3})[a-z]*\.?|([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?)\s+(\d{4})/i.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf((m[2] ?? m[3] ?? "").toLowerCase()) + 1;
  const day = Number(m[1] ?? m[4]);
  if (month < 1 || day < 1 || day > 31) return undefined;
  return `${m[5]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
