import { describe, expect, it } from "vitest";
import { bookable, coverPrice, type Holding } from "./cover-price";
import { headline, optionLines, shareLabels, staleWords, whose } from "./describe-coverage";
import { TRANSFER_PARTNERS, type TransferPartner } from "./transfer-partners";

const TODAY = "2026-11-27";
const src = { url: "https://example.test/table", title: "test table", published: null };
const row = (
  bank: string,
  program: string,
  from: number,
  to: number,
  increment: number | null,
  minimum: number | null,
  time = "instant",
): TransferPartner => ({
  bank,
  program,
  ratio: { from, to },
  increment,
  minimum,
  time,
  source: src,
  read: TODAY,
});
const PARTNERS = [
  row("chase", "united", 1, 1, 1000, 1000),
  row("chase", "airfrance", 1, 1, 1000, 1000),
  row("amex", "airfrance", 1, 1, null, 1000),
  row("amex", "hhonors", 1, 2, null, null),
  row("capitalone", "airfrance", 1, 1, null, 1000, "about 36 hours"),
  row("amex", "skywards", 5, 4, null, null),
  row("citybank", "skywards", 5, 4, null, null),
];
let seq = 0;
const h = (program: string, balance: number, asOf = TODAY, owner: string | null = null): Holding => ({
  id: `h${++seq}`,
  program,
  balance,
  asOf,
  owner,
});
const VALUES: Record<string, number> = {
  united: 0.015,
  chase: 0.0205,
  amex: 0.02,
  airfrance: 0.013,
  hhonors: 0.005,
  hyatt: 0.017,
  capitalone: 0.0185,
  citybank: 0.019,
};
const valueOf = (p: string) => VALUES[p] ?? null;

type Case = {
  name: string;
  price: [string, number, number];
  holdings: Holding[];
  want: { kind: string; headline: string; stale?: string | null; also?: string[] };
};

const CASES: Case[] = [
  {
    name: "exact: own balance equals the price",
    price: ["united", 62_000, 1],
    holdings: [h("united", 62_000)],
    want: { kind: "covered", headline: "Covered by your United MileagePlus (62,000 miles)" },
  },
  {
    name: "transfer tops up own miles, rounded up to the 1,000 increment",
    price: ["united", 57_500, 1],
    holdings: [h("united", 45_000), h("chase", 100_000)],
    want: {
      kind: "transfer",
      headline: "Transfer 13,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 87,000 left",
      also: ["plus 45,000 of your United miles"],
    },
  },
  {
    name: "transfer at 1:2 with no increment sends half",
    price: ["hhonors", 95_000, 1],
    holdings: [h("amex", 50_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 47,500 American Express Membership Rewards → Hilton (1:2, instant) — you would have 2,500 left",
    },
  },
  {
    name: "the minimum transfer applies to a small top-up",
    price: ["airfrance", 20_500, 1],
    holdings: [h("airfrance", 20_000), h("capitalone", 5_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 1,000 Capital One Miles → Flying Blue (1:1, about 36 hours) — you would have 4,000 left",
      also: ["plus 20,000 of your Flying Blue miles"],
    },
  },
  {
    name: "shortfall counts only whole increments that could move",
    price: ["united", 57_500, 1],
    holdings: [h("united", 45_000), h("chase", 10_500)],
    want: { kind: "short", headline: "Short by 2,500 miles (you have 55,000 across United and Chase)" },
  },
  {
    name: "shortfall: a bank balance under the minimum reaches nothing",
    price: ["united", 57_500, 1],
    holdings: [h("united", 45_000), h("chase", 500)],
    want: { kind: "short", headline: "Short by 12,500 miles (you have 45,000 across United)" },
  },
  {
    name: "shortfall with nothing that reaches the program",
    price: ["delta", 30_000, 1],
    holdings: [h("chase", 90_000)],
    want: { kind: "short", headline: "Short by 30,000 miles (you hold none that reach it)" },
  },
  {
    name: "several travellers multiply the price",
    price: ["united", 30_000, 2],
    holdings: [h("united", 45_000), h("chase", 20_000)],
    want: {
      kind: "transfer",
      headline: "Transfer 15,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 5,000 left",
    },
  },
  {
    name: "pooling program: two of the user's own accounts add up",
    price: ["hyatt", 30_000, 1],
    holdings: [h("hyatt", 20_000), h("hyatt", 15_000)],
    want: { kind: "covered", headline: "Covered by your 2 World of Hyatt accounts (35,000 points together)" },
  },
  {
    name: "non-pooling program: only the best single account counts",
    price: ["united", 60_000, 1],
    holdings: [h("united", 40_000), h("united", 30_000, TODAY, "Sam")],
    want: { kind: "short", headline: "Short by 20,000 miles (you have 40,000 across United)" },
  },
  {
    name: "stale balance is named with its date",
    price: ["united", 50_000, 1],
    holdings: [h("united", 62_000, "2026-11-03")],
    want: {
      kind: "covered",
      headline: "Covered by your United MileagePlus (62,000 miles)",
      stale: "United balance from Nov 3",
    },
  },
  {
    name: "a balance exactly 7 days old is not stale",
    price: ["united", 50_000, 1],
    holdings: [h("united", 62_000, "2026-11-20")],
    want: { kind: "covered", headline: "Covered by your United MileagePlus (62,000 miles)", stale: null },
  },
  {
    name: "cheapest in dollars: Amex (2.0¢) before Chase (2.05¢)",
    price: ["airfrance", 40_000, 1],
    holdings: [h("chase", 50_000), h("amex", 50_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 40,000 American Express Membership Rewards → Flying Blue (1:1, instant) — you would have 10,000 left",
    },
  },
  {
    name: "banks together when no single one is enough",
    price: ["airfrance", 60_000, 1],
    holdings: [h("chase", 30_000), h("amex", 35_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 35,000 American Express Membership Rewards → Flying Blue (1:1, instant) — you would have 0 left",
      also: [
        "Transfer 25,000 Chase Ultimate Rewards → Flying Blue (1:1, instant) — you would have 5,000 left",
      ],
    },
  },
  {
    name: "a 5:4 ratio sends 5 bank points for every 4 miles, rounded up",
    price: ["skywards", 40_001, 1],
    holdings: [h("amex", 60_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 50,002 American Express Membership Rewards → Emirates (5:4, instant) — you would have 9,998 left",
    },
  },
  {
    name: "shortfall through a 5:4 ratio counts the miles the bank points would bring",
    price: ["skywards", 50_000, 1],
    holdings: [h("citybank", 50_000)],
    want: { kind: "short", headline: "Short by 10,000 miles (you have 40,000 across Citi)" },
  },
  {
    name: "three banks together when no one or two are enough, cheapest per mile first",
    price: ["skywards", 100_000, 1],
    holdings: [h("amex", 50_000), h("citybank", 50_000), h("skywards", 20_000)],
    want: {
      kind: "transfer",
      headline: "Transfer 50,000 Citi ThankYou Points → Emirates (5:4, instant) — you would have 0 left",
      also: [
        "Transfer 50,000 American Express Membership Rewards → Emirates (5:4, instant) — you would have 0 left",
        "plus 20,000 of your Emirates miles",
      ],
    },
  },
  {
    name: "household: a named member's single account covers a non-pooling program and is named",
    price: ["united", 50_000, 1],
    holdings: [h("united", 30_000), h("united", 62_000, TODAY, "Sam")],
    want: { kind: "covered", headline: "Covered by Sam's United MileagePlus (62,000 miles)" },
  },
  {
    name: "household: a pooling program adds the user's and members' accounts and names them",
    price: ["hyatt", 40_000, 2],
    holdings: [h("hyatt", 50_000), h("hyatt", 20_000, TODAY, "Sam"), h("hyatt", 15_000, TODAY, "Alex")],
    want: {
      kind: "covered",
      headline: "Covered by 3 World of Hyatt accounts, yours, Sam's and Alex's (85,000 points together)",
    },
  },
  {
    name: "household: miles of a member's pooled account top up a transfer and are named",
    price: ["airfrance", 30_000, 1],
    holdings: [h("airfrance", 20_000, TODAY, "Sam"), h("amex", 20_000)],
    want: {
      kind: "transfer",
      headline:
        "Transfer 10,000 American Express Membership Rewards → Flying Blue (1:1, instant) — you would have 10,000 left",
      also: ["plus 20,000 of Sam's Flying Blue miles"],
    },
  },
  {
    name: "household: a member's bank account is named on the transfer",
    price: ["united", 20_000, 1],
    holdings: [h("chase", 25_000, TODAY, "Sam")],
    want: {
      kind: "transfer",
      headline:
        "Transfer 20,000 Chase Ultimate Rewards (Sam's) → United (1:1, instant) — you would have 5,000 left",
    },
  },
  {
    name: "a stale bank balance used by the transfer is named",
    price: ["united", 20_000, 1],
    holdings: [h("chase", 25_000, "2026-11-01")],
    want: {
      kind: "transfer",
      headline: "Transfer 20,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 5,000 left",
      stale: "Chase balance from Nov 1",
    },
  },
  {
    name: "a stale balance counted in a shortfall is named",
    price: ["united", 80_000, 1],
    holdings: [h("united", 40_000, "2026-10-02"), h("chase", 10_000)],
    want: {
      kind: "short",
      headline: "Short by 30,000 miles (you have 50,000 across United and Chase)",
      stale: "United balance from Oct 2",
    },
  },
];

describe("coverPrice", () => {
  it.each(CASES)("$name", ({ price, holdings, want }) => {
    const c = coverPrice(
      { program: price[0], perPerson: price[1], travellers: price[2] },
      holdings,
      PARTNERS,
      valueOf,
      TODAY,
    );
    expect(c.kind).toBe(want.kind);
    expect(headline(c)).toBe(want.headline);
    if (want.also && c.kind === "transfer")
      expect(optionLines(c.best, c.program, c.pot.holdings).slice(1)).toEqual(want.also);
    if (want.stale !== undefined) expect(staleWords(c.stale)).toBe(want.stale);
    expect(bookable(c)).toBe(want.kind !== "short");
  });

  it("offers the other banks as alternatives, cheapest first", () => {
    const c = coverPrice(
      { program: "airfrance", perPerson: 40_000, travellers: 1 },
      [h("chase", 50_000), h("amex", 50_000), h("capitalone", 50_000)],
      PARTNERS,
      valueOf,
      TODAY,
    );
    if (c.kind !== "transfer") throw new Error(c.kind);
    // Capital One 1.85¢ < Amex 2.0¢ < Chase 2.05¢.
    expect(c.best.steps.map((s) => s.bank)).toEqual(["capitalone"]);
    expect(c.alternatives.map((o) => o.steps.map((s) => s.bank).join("+"))).toEqual(["amex", "chase"]);
    expect(c.best.dollars).toBeCloseTo(740);
  });

  it("uses the bank alone when own miles are worth more than the bank points they save", () => {
    const dear = (p: string) => (p === "united" ? 0.03 : valueOf(p));
    const c = coverPrice(
      { program: "united", perPerson: 50_000, travellers: 1 },
      [h("united", 10_000), h("chase", 60_000)],
      PARTNERS,
      dear,
      TODAY,
    );
    if (c.kind !== "transfer") throw new Error(c.kind);
    expect(c.best.ownUsed).toBe(0);
    expect(c.best.steps[0]?.bankPoints).toBe(50_000);
    expect(c.alternatives[0]?.ownUsed).toBe(10_000);
  });

  it("ranks an option whose points have no known value after valued ones", () => {
    const unknownChase = (p: string) => (p === "chase" ? null : valueOf(p));
    const c = coverPrice(
      { program: "airfrance", perPerson: 10_000, travellers: 1 },
      [h("chase", 50_000), h("capitalone", 50_000)],
      PARTNERS,
      unknownChase,
      TODAY,
    );
    if (c.kind !== "transfer") throw new Error(c.kind);
    expect(c.best.steps[0]?.bank).toBe("capitalone");
    expect(c.alternatives[0]?.dollars).toBeNull();
  });

  it("works on the committed data: Chase → United is 1:1 in 1,000s", () => {
    const c = coverPrice(
      { program: "united", perPerson: 57_500, travellers: 1 },
      [h("united", 45_000), h("chase", 100_000)],
      TRANSFER_PARTNERS,
      valueOf,
      TODAY,
    );
    expect(headline(c)).toBe(
      "Transfer 13,000 Chase Ultimate Rewards → United (1:1, instant) — you would have 87,000 left",
    );
  });
});

describe("the committed data in words", () => {
  it("a Citi transfer read from the 2017 page says its date and to check it", () => {
    const c = coverPrice(
      { program: "krisflyer", perPerson: 30_000, travellers: 1 },
      [h("citybank", 40_000)],
      TRANSFER_PARTNERS,
      valueOf,
      TODAY,
    );
    expect(headline(c)).toBe(
      "Transfer 30,000 Citi ThankYou Points → KrisFlyer (1:1, 1–2 days; as published Dec 2017, check before transferring) — you would have 10,000 left",
    );
  });

  it("Chase no longer reaches Emirates; Amex does at 5:4", () => {
    const c = coverPrice(
      { program: "skywards", perPerson: 40_000, travellers: 1 },
      [h("chase", 100_000), h("amex", 60_000)],
      TRANSFER_PARTNERS,
      valueOf,
      TODAY,
    );
    expect(headline(c)).toBe(
      "Transfer 50,000 American Express Membership Rewards → Emirates (5:4, instant) — you would have 10,000 left",
    );
    if (c.kind !== "transfer") throw new Error(c.kind);
    expect([c.best, ...c.alternatives].flatMap((o) => o.steps.map((s) => s.bank))).not.toContain("chase");
  });
});

describe("shareLabels", () => {
  it.each([
    ["person", 1, { everyone: null, one: "Per person" }],
    ["person", 3, { everyone: "For all 3 travellers", one: "Per person" }],
    ["room", 1, { everyone: null, one: "Per room" }],
    ["room", 2, { everyone: "For both rooms", one: "Per room" }],
  ] as const)("%s × %i", (share, count, want) => {
    expect(shareLabels(share, count)).toEqual(want);
  });
});

describe("whose", () => {
  it.each([
    [[null], "your"],
    [[null, null], "your"],
    [["Sam"], "Sam's"],
    [[null, "Sam"], "yours and Sam's"],
    [["Sam", " Sam "], "Sam's"],
  ])("%j", (owners, want) => {
    expect(whose(owners.map((owner) => ({ owner })))).toBe(want);
  });
});
