// Every spec 2 A5 state reads as words a traveler understands; logins are masked.
import { describe, expect, it } from "vitest";
import { maskLogin, programKind, stateInWords } from "./words";

describe("stateInWords", () => {
  it.each([
    [null, "Not checked yet"],
    [0, "Updating…"],
    [1, "Up to date"],
    [2, "Login rejected — update your password"],
    [3, "Locked by the program"],
    [4, "The program needs your action"],
    [5, "Program disabled"],
    [6, "Update failed"],
    [9, "Updated with a warning"],
    [10, "Security question — answer needed"],
    [11, "Timed out — try again"],
  ])("state %s → %s", (state, text) => {
    expect(stateInWords(state).text).toBe(text);
  });

  it("failures are bad, questions and warnings ask for attention", () => {
    expect([2, 3, 5, 6].map((s) => stateInWords(s).tone)).toEqual(["bad", "bad", "bad", "bad"]);
    expect([4, 9, 10, 11].map((s) => stateInWords(s).tone)).toEqual(["warn", "warn", "warn", "warn"]);
  });
});

describe("words", () => {
  it("names program kinds and masks logins", () => {
    expect([1, 2, 3, 6, 10, 42].map(programKind)).toEqual(["Airline", "Hotel", "Car rental", "Credit card", "Cruise", "Other"]);
    expect(maskLogin("12345678")).toBe("•••5678");
    expect(maskLogin("alice@example.com")).toBe("a•••@example.com");
    expect(maskLogin("abc")).toBe("•••");
  });
});
