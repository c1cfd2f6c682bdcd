// Issue 12 item 9: the results say which place was searched, read from the hotels' addresses.
import { describe, expect, it } from "vitest";
import { placeOf } from "@/lib/hotels/normalize-hotel";
import { searchedPlace } from "@/lib/hotels/searched-place";

describe("searched place", () => {
  it("names the place most hotels are in", () => {
    expect(
      searchedPlace([
        { place: "Kyoto, Japan" },
        { place: "Osaka, Japan" },
        { place: "Kyoto, Japan" },
        { place: null },
      ]),
    ).toBe("Kyoto, Japan");
    expect(searchedPlace([{ place: null }])).toBeNull();
  });

  it("reads city and country (state in the US) from a B3 address", () => {
    expect(placeOf({ text: "x", city: "Kyoto", stateName: "Kyoto", countryName: "Japan" })).toBe(
      "Kyoto, Japan",
    );
    expect(placeOf({ text: "x", city: "Boise", stateName: "Idaho", countryName: "United States" })).toBe(
      "Boise, Idaho",
    );
    expect(placeOf({ text: "x", city: "<b>Paris</b>", countryName: "France" })).toBe("Paris, France");
    expect(placeOf({ text: "12 Main Street" })).toBeNull();
  });
});
