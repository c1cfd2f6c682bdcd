// Integration (real PostgreSQL): the Accounts list computed by the database — its filter (every word,
// in the name, the kind or the label the card shows, case and accents ignored), its four orders, its
// pages of 25 and its value totals — gives what the page drew when it filtered and added up every
// account in the browser (the cases of the arrangeAccounts table this replaces).
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LoyaltyState } from "@/lib/service-requests/service-states";
import { createTestUser, db } from "@/lib/test/test-db";
import { DEFAULT_ACCOUNTS_VIEW, type AccountsView } from "./accounts-view";
import { listAccounts } from "./list-accounts";
import { listAccountsPage } from "./list-accounts-page";

const tag = randomBytes(4).toString("hex");
/** A program of its own in the cached list (codes unique to this run: the catalog is shared). */
async function program(name: string, kind: number) {
  const code = `t${tag}${name
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 12)
    .toLowerCase()}`;
  await db.providerCatalog.upsert({
    where: { service_code: { service: "loyalty", code } },
    create: { service: "loyalty", code, name, data: { kind }, fetchedAt: new Date() },
    update: {},
  });
  return code;
}

type Seed = {
  state?: number | null;
  balance?: number | null;
  expires?: string;
  never?: boolean;
  number?: string;
  login?: string;
  snapshot?: boolean;
  cents?: number;
};
let clock = Date.parse("2026-01-01T00:00:00Z");
async function account(userId: string, code: string, s: Seed = {}) {
  const a = await db.loyaltyAccount.create({
    data: {
      userId,
      providerCode: code,
      login: s.login ?? `member-${randomBytes(3).toString("hex")}`,
      passwordSealed: "sealed",
      state: s.state === undefined ? LoyaltyState.Success : s.state,
      balance: s.balance === undefined ? 1000 : s.balance,
      expirationDate: s.expires ? new Date(`${s.expires}T00:00:00Z`) : null,
      neverExpires: s.never ?? false,
      properties: s.number ? [{ code: "Number", name: "Account number", kind: "1", value: s.number }] : [],
      createdAt: new Date((clock += 60_000)),
    },
    select: { id: true },
  });
  if (s.snapshot ?? s.state !== null)
    await db.loyaltyBalanceSnapshot.create({
      data: { accountId: a.id, checkedAt: new Date(), balance: s.balance ?? 0 },
    });
  if (s.cents !== undefined)
    await db.pointValuation.upsert({
      where: { userId_providerCode: { userId, providerCode: code } },
      create: { userId, providerCode: code, centsPerPoint: s.cents },
      update: {},
    });
  return a.id;
}

const view = (v: Partial<AccountsView>): AccountsView => ({ ...DEFAULT_ACCOUNTS_VIEW, ...v });
const names = async (userId: string, v: Partial<AccountsView>) =>
  (await listAccountsPage(userId, view(v))).rows.map((r) => r.programName);

describe("the accounts list, computed by PostgreSQL", () => {
  it("filters on every word of the name, kind or label, orders four ways and adds up values as the page did", async () => {
    const userId = (await createTestUser()).id;
    const [united, marriott, airFrance, socgen, american, hilton, delta] = [
      await program("United Airlines (MileagePlus)", 1),
      await program("Marriott Bonvoy", 2),
      await program("Air France KLM (Flying Blue)", 1),
      await program("Société Générale Rewards", 6),
      await program("American Airlines (AAdvantage)", 1),
      await program("Hilton Honors", 2),
      await program("Delta SkyMiles", 1),
    ];
    // Values at one cent a point: United $820.50, Marriott $410, Air France $1,200, American $410.
    await account(userId, united!, { balance: 82_050, never: true, cents: 1 });
    await account(userId, marriott!, { balance: 41_000, expires: "2027-08-01", number: "77001", cents: 1 });
    await account(userId, airFrance!, { balance: 120_000, expires: "2027-03-15", cents: 1 });
    await account(userId, socgen!, { balance: 5_000 }); // no point value anywhere
    await account(userId, american!, { balance: 41_000, expires: "2027-03-15", cents: 1 });
    await account(userId, hilton!, { state: null, balance: null, login: "guest-9876", cents: 1 }); // never checked
    await account(userId, delta!, {
      state: LoyaltyState.ProviderError,
      balance: 30_000,
      expires: "2027-01-01",
      snapshot: true,
      cents: 1,
    }); // last try failed
    const other = (await createTestUser()).id;
    await account(other, united!, { balance: 1 });

    expect(await names(userId, {})).toEqual([
      "United Airlines (MileagePlus)",
      "Marriott Bonvoy",
      "Air France KLM (Flying Blue)",
      "Société Générale Rewards",
      "American Airlines (AAdvantage)",
      "Hilton Honors",
      "Delta SkyMiles",
    ]);
    expect(await names(userId, { order: "name" })).toEqual([
      "Air France KLM (Flying Blue)",
      "American Airlines (AAdvantage)",
      "Delta SkyMiles",
      "Hilton Honors",
      "Marriott Bonvoy",
      "Société Générale Rewards",
      "United Airlines (MileagePlus)",
    ]);
    // Unknown value last (never checked, no point value), ties by name; a failed account keeps its last good value.
    expect(await names(userId, { order: "value" })).toEqual([
      "Air France KLM (Flying Blue)",
      "United Airlines (MileagePlus)",
      "American Airlines (AAdvantage)",
      "Marriott Bonvoy",
      "Delta SkyMiles",
      "Hilton Honors",
      "Société Générale Rewards",
    ]);
    // Dated first, soonest first (ties by name), then unknown (a never-checked account's date is not known), "never expires" last.
    expect(await names(userId, { order: "expiring" })).toEqual([
      "Delta SkyMiles",
      "Air France KLM (Flying Blue)",
      "American Airlines (AAdvantage)",
      "Marriott Bonvoy",
      "Hilton Honors",
      "Société Générale Rewards",
      "United Airlines (MileagePlus)",
    ]);

    expect(await names(userId, { q: "flying BLUE" })).toEqual(["Air France KLM (Flying Blue)"]);
    expect(await names(userId, { q: "societe" })).toEqual(["Société Générale Rewards"]);
    expect(await names(userId, { q: "hotel", order: "name" })).toEqual(["Hilton Honors", "Marriott Bonvoy"]);
    expect(await names(userId, { q: "77001" })).toEqual(["Marriott Bonvoy"]); // the account number the card shows
    expect(await names(userId, { q: "9876" })).toEqual(["Hilton Honors"]); // the masked login's last four
    expect(await names(userId, { q: "guest" })).toEqual([]); // the hidden part of the login is not searchable
    expect(await names(userId, { q: "airlines american" })).toEqual(["American Airlines (AAdvantage)"]);
    expect(await names(userId, { q: "100% _x'" })).toEqual([]);

    const hotels = await listAccountsPage(userId, view({ q: "hotel" }));
    expect([hotels.total, hotels.matched]).toEqual([7, 2]);
    // Totals cover every account whatever the filter; left-out accounts are counted by why.
    expect(hotels.totals).toEqual({
      total: expect.closeTo(2840.5),
      counted: 4,
      byKind: [
        { kind: 1, value: expect.closeTo(2430.5), accounts: 3 },
        { kind: 2, value: expect.closeTo(410), accounts: 1 },
      ],
      leftOut: { notChecked: 1, failed: 1, noValue: 1 },
    });
    // A card shows what the whole list showed for the same account.
    const whole = new Map((await listAccounts(userId)).map((a) => [a.id, a]));
    for (const card of (await listAccountsPage(userId, view({}))).rows)
      expect(whole.get(card.id)).toMatchObject(card);
  });

  it("comes 25 cards at a time in a stable order, with the count of all of them", async () => {
    const userId = (await createTestUser()).id;
    const code = await program("Pager Airways", 1);
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(await account(userId, code, { balance: 1000 * ((i % 3) + 1), cents: 1 }));
    const one = await listAccountsPage(userId, view({}));
    expect([one.rows.length, one.total, one.matched]).toEqual([25, 30, 30]);
    expect(one.rows.map((r) => r.id)).toEqual(ids.slice(0, 25));
    const two = await listAccountsPage(userId, view({ page: 2 }));
    expect(two.rows.map((r) => r.id)).toEqual(ids);
    // Equal values keep the linked order, so a second page never repeats or skips a card.
    const byValue = (await listAccountsPage(userId, view({ order: "value", page: 2 }))).rows.map((r) => r.id);
    expect(new Set(byValue).size).toBe(30);
    expect((await listAccountsPage(userId, view({ order: "value" }))).rows.map((r) => r.id)).toEqual(
      byValue.slice(0, 25),
    );
    expect(byValue.slice(0, 10)).toEqual(ids.filter((_, i) => i % 3 === 2));
    const empty = await listAccountsPage((await createTestUser()).id, view({}));
    expect(empty).toMatchObject({
      rows: [],
      total: 0,
      matched: 0,
      totals: { total: 0, counted: 0, byKind: [] },
    });
  });
});
