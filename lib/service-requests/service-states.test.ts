// Every state of every service, by name: what it means (final, results, question) and the words a
// traveler reads. Pure.
import { describe, expect, it } from "vitest";
import {
  AWARD_STATE_WORDS,
  EmailStatus,
  FlightState,
  awardStateTone,
  emailStatusCode,
  hasResults,
  hotelStateCode,
  isFailure,
  isFinal,
  loyaltyStateWords,
  needsAnswer,
} from "./service-states";

describe("state predicates", () => {
  it("only 0 is pending; 1 and 9 carry results; 10 asks; the rest failed", () => {
    const all = Object.values(FlightState);
    expect(all.filter((s) => !isFinal(s))).toEqual([0]);
    expect(all.filter(hasResults)).toEqual([1, 9]);
    expect(all.filter(needsAnswer)).toEqual([10]);
    expect(all.filter(isFailure)).toEqual([2, 4, 6, 11]);
  });

  it("has words and a tone for every award state", () => {
    for (const s of Object.values(FlightState)) expect(AWARD_STATE_WORDS[s]).toBeTruthy();
    expect([0, 1, 9, 10, 2].map(awardStateTone)).toEqual(["info", "good", "warn", "warn", "bad"]);
  });

  it("maps email statuses: queued and review pending, success done, others final", () => {
    expect(Object.values(EmailStatus).map(emailStatusCode)).toEqual([0, 0, 1, 4, 4, 4, 4, 4]); // …, timeout, expired (ours)
  });

  it.each([
    ["success", 1],
    ["Success", 1],
    ["queued", 0],
    ["invalidCredentials", 2],
    ["question", 10],
    ["timeout", 11],
    ["somethingNew", 6],
  ])("hotel %s → %i", (text, code) => expect(hotelStateCode(text)).toBe(code));
});

describe("loyaltyStateWords", () => {
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
    expect(loyaltyStateWords(state).text).toBe(text);
  });

  it("failures are bad, questions and warnings ask for attention", () => {
    expect([2, 3, 5, 6].map((s) => loyaltyStateWords(s).tone)).toEqual(["bad", "bad", "bad", "bad"]);
    expect([4, 9, 10, 11].map((s) => loyaltyStateWords(s).tone)).toEqual(["warn", "warn", "warn", "warn"]);
  });
});
