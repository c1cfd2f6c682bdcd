import { describe, expect, it } from "vitest";
import { pointValueFor } from "./point-values";

describe("point value by currency name", () => {
  const values = [
    { currency: "ultimate rewards", value: 0.016 },
    { currency: "thankyou", value: 0.016 },
  ];
  it("matches a program whose name contains the currency", () => {
    expect(pointValueFor(["Ultimate Rewards", "Chase (Ultimate Rewards)"], values)).toBe(0.016);
    expect(pointValueFor([undefined, "Citi (ThankYou Rewards)"], values)).toBe(0.016);
  });
  it("gives null when nothing matches", () => {
    expect(pointValueFor(["AAdvantage"], values)).toBeNull();
  });
});
