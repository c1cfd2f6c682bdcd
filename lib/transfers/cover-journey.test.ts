import { describe, expect, it } from "vitest";
import { coverPrice, type Holding } from "./cover-price";
import { coverJourney, pricesByProgram, type ProgramPrice } from "./cover-journey";
import { headline } from "./describe-coverage";
import type { TransferPartner } from "./transfer-partners";

const TODAY = "2026-11-27";
const src = { url: "https://example.test/table", title: "test table", published: null };
const row = (
  bank: string,
  program: string,
  from: number,
  to: number,
  increment: number | null,
  minimum: number | null,
): TransferPartner => ({
  bank,
  program,
  ratio: { from, to },
  increment,
  minimum,
  time: "instant",
  source: src,
  read: TODAY,
});
const PARTNERS = [
  row("chase", "united", 1, 1, 1000, 1000),
  row("chase", "airfrance", 1, 1, 1000, 1000),
  row("amex", "airfrance", 1, 1, null, 1000),
  row("chase", "virginatlantic", 1, 1, 1000, 1000),
];
let seq = 0;
const h = (program: string, balance: number): Holding => ({
  id: `h${++seq}`,
  program,
  balance,
  asOf: TODAY,
  owner: null,
});
const VALUES: Record<string, number> = {
  united: 0.015,
  chase: 0.0205,
  amex: 0.02,
  airfrance: 0.013,
  virginatlantic: 0.014,
};

type Case = {
  name: string;
  legs: [string, number][];
  travellers?: number;
  holdings: Holding[];
  values?: Record<string, number>;
  want: string[];
};

const CASES: Case[] = [
  {
    name: "one bank cannot pay both legs: 60,000 Chase for 50,000 out and 50,000 back",
    legs: [
      ["united", 50_000],
      ["airfrance", 50_000],
    ],
    holdings: [h("chase", 60_000)],
    want: [
      "Transfer 50,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 10,000 left",
      "Short by 40,000 miles (you have 10,000 across Chase)",
    ],
  },
  {
    name: "the bank only one program reaches pays that one; the other bank pays the other",
    legs: [
      ["airfrance", 50_000],
      ["united", 50_000],
    ],
    holdings: [h("chase", 60_000), h("amex", 50_000)],
    // Alone, Flying Blue would take the cheaper Chase points and leave United short.
    values: { ...VALUES, chase: 0.015, amex: 0.02 },
    want: [
      "Transfer 50,000 American Express Membership Rewards → Flying Blue (1:1, instant) — you would have 0 left",
      "Transfer 50,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 10,000 left",
    ],
  },
  {
    name: "the same program both ways adds up its miles against one balance",
    legs: [
      ["united", 50_000],
      ["united", 50_000],
    ],
    holdings: [h("united", 80_000), h("chase", 30_000)],
    want: ["Transfer 20,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 10,000 left"],
  },
  {
    name: "own miles of each program pay their own leg, and the bank is left for the rest",
    legs: [
      ["united", 40_000],
      ["virginatlantic", 30_000],
    ],
    holdings: [h("united", 40_000), h("chase", 30_000)],
    want: [
      "Covered by your United MileagePlus (40,000 miles)",
      "Transfer 30,000 Chase Ultimate Rewards → Virgin Atlantic (1:1, instant) — you would have 0 left",
    ],
  },
  {
    name: "two travellers: every leg's price counts twice against the same bank",
    legs: [
      ["united", 20_000],
      ["virginatlantic", 20_000],
    ],
    travellers: 2,
    holdings: [h("chase", 70_000)],
    want: [
      "Transfer 40,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 30,000 left",
      "Short by 10,000 points (you have 30,000 across Chase)",
    ],
  },
  {
    name: "nothing held: every program short by its whole price",
    legs: [
      ["united", 30_000],
      ["airfrance", 25_000],
    ],
    holdings: [],
    want: [
      "Short by 30,000 miles (you hold none that reach it)",
      "Short by 25,000 miles (you hold none that reach it)",
    ],
  },
];

describe("coverJourney", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const values = c.values ?? VALUES;
      const prices: ProgramPrice[] = c.legs.map(([program, perPerson]) => ({ program, perPerson }));
      const got = coverJourney(
        prices,
        c.travellers ?? 1,
        c.holdings,
        PARTNERS,
        (p) => values[p] ?? null,
        TODAY,
      );
      expect(got.map((g) => g.program)).toEqual(pricesByProgram(prices).map((p) => p.program));
      expect(got.map(headline)).toEqual(c.want);
    });
  }

  it("a journey on one program is covered exactly as that price alone", () => {
    const holdings = [h("united", 10_000), h("chase", 90_000)];
    const valueOf = (p: string) => VALUES[p] ?? null;
    expect(
      coverJourney([{ program: "united", perPerson: 57_500 }], 1, holdings, PARTNERS, valueOf, TODAY),
    ).toEqual([
      coverPrice({ program: "united", perPerson: 57_500, travellers: 1 }, holdings, PARTNERS, valueOf, TODAY),
    ]);
  });
});
