// Dates typed into a date field (issue 34 item 11: the flight date could only be clicked to, 11
// clicks for a day 330 days out): the common ways of writing a day, read as YYYY-MM-DD.
import { describe, expect, it } from "vitest";
import { parseTypedDate } from "./iso-date";

describe("a typed date", () => {
  it.each([
    ["2027-10-24", "2027-10-24"],
    [" 2027/10/24 ", "2027-10-24"],
    ["2027-1-5", "2027-01-05"],
    ["10/24/2027", "2027-10-24"],
    ["Oct 24 2027", "2027-10-24"],
    ["October 24, 2027", "2027-10-24"],
    ["24 Oct 2027", "2027-10-24"],
    ["Sun, Oct 24, 2027", "2027-10-24"],
    ["sept 3 2027", "2027-09-03"],
    ["2027-02-30", "2027-02-30"], // read as written; the form's rules say it is not a real day
    ["tomorrow", null],
    ["24/10", null],
    ["Foo 24 2027", null],
    ["", null],
  ])("%j → %j", (typed, iso) => {
    expect(parseTypedDate(typed)).toBe(iso);
  });
});
