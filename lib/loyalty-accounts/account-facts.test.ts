import { describe, expect, it } from "vitest";
import { accountLabel, dataStatus, eliteStatusText } from "./account-facts";

describe("what an account may claim", () => {
  it("tells current, stale and never-checked apart", () => {
    expect(dataStatus(1, "2026-01-01T00:00:00Z")).toBe("current");
    expect(dataStatus(9, null)).toBe("current");
    expect(dataStatus(6, "2026-01-01T00:00:00Z")).toBe("stale");
    expect(dataStatus(2, null)).toBe("never");
    expect(dataStatus(null, null)).toBe("never");
  });
  it("never says 'No elite status' for an account not checked yet", () => {
    expect(eliteStatusText("never", null)).toBe("Not checked yet");
    expect(eliteStatusText("current", null)).toBe("No elite status");
    expect(eliteStatusText("stale", "Gold")).toBe("Gold");
  });
  it("says nothing of elite status for a program that has no tiers (a credit card's points)", () => {
    expect(eliteStatusText("current", null, 6)).toBeNull();
    expect(eliteStatusText("current", null, 1)).toBe("No elite status");
    expect(eliteStatusText("never", null, 6)).toBe("Not checked yet");
    expect(eliteStatusText("current", "Card member", 6)).toBe("Card member");
  });
  it("shows the account number (property kind 1) when known, else the masked login", () => {
    expect(
      accountLabel(
        [
          { kind: "1", value: "123456789" },
          { kind: "3", value: "Gold" },
        ],
        "•••ited",
      ),
    ).toBe("#123456789");
    expect(accountLabel([{ kind: "1", value: " " }], "•••ited")).toBe("•••ited");
    expect(accountLabel([], "•••ited")).toBe("•••ited");
  });
});
