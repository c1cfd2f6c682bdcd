import { describe, expect, it } from "vitest";
import { servedCityName } from "./served-city-name";

describe("servedCityName", () => {
  it.each([
    ["Lisboa", "PT", "Lisbon"],
    ["lisboa", undefined, "Lisbon"],
    ["Narita", "JP", "Tokyo"], // NRT's own town is a name of the city it serves
    ["Köln", "DE", "Köln"],
    ["Cologne", "DE", "Köln"],
    ["Kigali", "RW", "Kigali"],
  ])("%s (%s) → %s", (name, country, city) => expect(servedCityName(name, country)).toBe(city));

  it("knows no city for an unknown name or the wrong country", () => {
    expect(servedCityName("Qwzxv")).toBeUndefined();
    expect(servedCityName("Lisboa", "JP")).toBeUndefined();
  });
});
