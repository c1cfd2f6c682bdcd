import { describe, expect, it } from "vitest";
import { isForSomeoneElse, sameName } from "./name-match";

// [user's name, name on the reservation, same person?]
const cases: [string, string, boolean][] = [
  ["John Doe", "John Doe", true],
  ["John Doe", "JOHN DOE", true],
  ["John Doe", "DOE/JOHN MR", true],
  ["John Doe", "DOE/JOHNMR", true],
  ["John Doe", "Mr. John Doe", true],
  ["John Doe", "Doe, John", true],
  ["John Doe", "J. Doe", true],
  ["John Doe", "DOE/J", true],
  ["John Michael Doe", "John Doe", true],
  ["John Doe", "DOE/JOHN MICHAEL MR", true],
  ["José Müller", "JOSE MUELLER", true],
  ["José Müller", "Jose Muller", true],
  ["Zoë Ångström", "ZOE ANGSTROM", true],
  ["Jean-Luc Picard", "PICARD/JEANLUC MR", true],
  ["Jean-Luc Picard", "Jean Luc Picard", true],
  ["Dr. Anna Schmidt", "SCHMIDT/ANNA MRS", true],
  ["John Doe", "Jane Doe", false],
  ["John Doe", "DOE/JANE MS", false],
  ["John Doe", "John Smith", false],
  ["John Doe", "J. Smith", false],
  ["John Doe", "J. D.", false],
  ["Ann Lee", "Anne Lee", false],
  ["Maria García", "GARCIA/MARIA", true],
];

describe("sameName", () => {
  it.each(cases)("%s vs %s → %s", (a, b, expected) => {
    expect(sameName(a, b)).toBe(expected);
    expect(sameName(b, a)).toBe(expected);
  });
});

describe("isForSomeoneElse", () => {
  it("flags a reservation naming only other people", () => {
    expect(isForSomeoneElse(["John Doe"], ["DOE/JANE MS", "SMITH/ALEX MR"])).toBe(true);
  });
  it("does not flag when one traveler is the user", () => {
    expect(isForSomeoneElse(["John Doe", "Johnny D"], ["DOE/JANE MS", "DOE/JOHN MR"])).toBe(false);
  });
  it("does not flag without names on either side", () => {
    expect(isForSomeoneElse([], ["DOE/JANE MS"])).toBe(false);
    expect(isForSomeoneElse(["John Doe"], [])).toBe(false);
  });
});
