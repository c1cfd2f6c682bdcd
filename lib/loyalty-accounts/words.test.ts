// Program kinds in words; logins are masked.
import { describe, expect, it } from "vitest";
import { maskLogin, programKind } from "./words";

describe("words", () => {
  it("names program kinds and masks logins", () => {
    expect([1, 2, 3, 6, 10, 42].map(programKind)).toEqual([
      "Airline",
      "Hotel",
      "Car rental",
      "Credit card",
      "Cruise",
      "Other",
    ]);
    expect(maskLogin("12345678")).toBe("•••5678");
    expect(maskLogin("alice@example.com")).toBe("a•••@example.com");
    expect(maskLogin("abc")).toBe("•••");
  });
});
