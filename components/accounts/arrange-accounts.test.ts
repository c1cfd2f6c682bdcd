import { describe, expect, it } from "vitest";
import { arrangeAccounts, orderFrom } from "./arrange-accounts";

const acct = (programName: string, over: Partial<{ label: string; kind: number; estimatedValue: number | null; expirationDate: string | null; neverExpires: boolean }> = {}) => ({
  programName, label: "#123", kind: 1, estimatedValue: null, expirationDate: null, neverExpires: false, ...over,
});
const names = (list: { programName: string }[]) => list.map((a) => a.programName);

const list = [
  acct("United Airlines (MileagePlus)", { estimatedValue: 820.5, neverExpires: true }),
  acct("Marriott Bonvoy", { kind: 2, estimatedValue: 410, expirationDate: "2027-08-01", label: "#77001" }),
  acct("Air France KLM (Flying Blue)", { estimatedValue: 1200, expirationDate: "2027-03-15" }),
  acct("Société Générale Rewards", { kind: 6 }),
  acct("American Airlines (AAdvantage)", { estimatedValue: 410, expirationDate: "2027-03-15" }),
];

describe("arranging the accounts list", () => {
  it("keeps the linked order unless asked otherwise, and never changes the list it was given", () => {
    const before = names(list);
    expect(names(arrangeAccounts(list, "", "linked"))).toEqual(before);
    arrangeAccounts(list, "", "name");
    expect(names(list)).toEqual(before);
  });
  it("filters on every word, in the name, the account label or the kind, ignoring case and accents", () => {
    expect(names(arrangeAccounts(list, "flying BLUE", "linked"))).toEqual(["Air France KLM (Flying Blue)"]);
    expect(names(arrangeAccounts(list, "societe", "linked"))).toEqual(["Société Générale Rewards"]);
    expect(names(arrangeAccounts(list, "hotel", "linked"))).toEqual(["Marriott Bonvoy"]);
    expect(names(arrangeAccounts(list, "77001", "linked"))).toEqual(["Marriott Bonvoy"]);
    expect(names(arrangeAccounts(list, "airlines american", "linked"))).toEqual(["American Airlines (AAdvantage)"]);
    expect(arrangeAccounts(list, "hilton", "linked")).toEqual([]);
  });
  it("orders by name, by value (unknown last, ties by name) and by expiration (unknown, then never, last)", () => {
    expect(names(arrangeAccounts(list, "", "name"))).toEqual(["Air France KLM (Flying Blue)", "American Airlines (AAdvantage)", "Marriott Bonvoy", "Société Générale Rewards", "United Airlines (MileagePlus)"]);
    expect(names(arrangeAccounts(list, "", "value"))).toEqual(["Air France KLM (Flying Blue)", "United Airlines (MileagePlus)", "American Airlines (AAdvantage)", "Marriott Bonvoy", "Société Générale Rewards"]);
    expect(names(arrangeAccounts(list, "", "expiring"))).toEqual(["Air France KLM (Flying Blue)", "American Airlines (AAdvantage)", "Marriott Bonvoy", "Société Générale Rewards", "United Airlines (MileagePlus)"]);
  });
});

describe("the order in the address", () => {
  it("is read when it names an order, else the linked order", () => {
    expect(orderFrom("expiring")).toBe("expiring");
    expect(orderFrom("value")).toBe("value");
    expect(orderFrom(undefined)).toBe("linked");
    expect(orderFrom("<script>")).toBe("linked");
  });
});
