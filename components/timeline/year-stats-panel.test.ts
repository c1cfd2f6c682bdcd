import { describe, expect, it } from "vitest";
import { countryNames } from "./year-stats-panel";

describe("countryNames", () => {
  it("names countries in English, in alphabetical order; an unknown code stays as given", () => {
    expect(countryNames(["US", "GB", "FR", "NL"])).toBe("France, Netherlands, United Kingdom, United States");
    expect(countryNames(["ZZ", "USA"])).toBe("USA, ZZ");
  });
});
