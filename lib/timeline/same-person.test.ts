import { describe, expect, it } from "vitest";
import { displayName, isSamePerson } from "./same-person";

describe("isSamePerson (KDE MergeUtil loose matching)", () => {
  it.each([
    ["John Doe", "JOHN DOE", true],
    ["DOE/JOHN MR", "John Doe", true],
    ["Doe/John Mr", "Mr. John Doe", true],
    ["J Doe", "John Doe", true],
    ["José Müller", "JOSE MULLER", true],
    ["Doe John", "John Doe", true],
    ["John Michael Doe", "DOE/JOHN MICHAEL", true],
    ["Jane Doe", "John Doe", false],
    ["John Doe", "John Smith", false],
    ["", "John Doe", false],
  ])("%s vs %s → %s", (a, b, same) => {
    expect(isSamePerson(a, b)).toBe(same);
    expect(isSamePerson(b, a)).toBe(same);
  });
});

describe("displayName", () => {
  it.each([
    ["DOE/JOHN MR", "John Doe"],
    ["JOHN MICHAEL DOE", "John Michael Doe"],
    ["SMITH-JONES/ANNA MRS", "Anna Smith-Jones"],
    ["José Müller", "José Müller"],
  ])("%s → %s", (raw, shown) => expect(displayName(raw)).toBe(shown));
});
