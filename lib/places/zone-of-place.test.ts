import { describe, expect, it } from "vitest";
import { zoneOfPlace as zoneOfPoint } from "@/lib/itineraries/place-zone";
import { zoneOfCity, zoneOfPlace } from "./zone-of-place";

describe("zoneOfPlace", () => {
  // Issue 34 item 6: a hotel in "Lisboa, PT" without coordinates, and the same city in other languages.
  it.each([
    ["Lisboa", "PT", "Europe/Lisbon"],
    ["Lisbon", "PT", "Europe/Lisbon"],
    ["Lissabon", "PT", "Europe/Lisbon"],
    ["Lisbonne", undefined, "Europe/Lisbon"],
    ["München", "DE", "Europe/Berlin"],
    ["Roma", "IT", "Europe/Rome"],
    ["Denver", "US", "America/Denver"], // a US city gets its own zone, not the country's
    ["Phoenix", "US", "America/Phoenix"],
    ["Honolulu", "US", "Pacific/Honolulu"],
    ["Perth", "AU", "Australia/Perth"],
    ["Manaus", "BR", "America/Manaus"],
    ["Kigali", undefined, "Africa/Kigali"],
  ])("city %s (%s) → %s", (city, countryCode, zone) => {
    expect(zoneOfPlace({ city, countryCode })).toBe(zone);
  });

  it("tells cities of one name apart by country and US state", () => {
    expect(zoneOfCity("Paris")).toBe("Europe/Paris"); // the biggest Paris
    expect(zoneOfCity("Paris", "US", "TX")).toBe("America/Chicago");
    expect(zoneOfCity("Portland", "US", "ME")).toBe("America/New_York");
    expect(zoneOfCity("Portland", "US", "OR")).toBe("America/Los_Angeles");
  });

  it("takes the airport, then the coordinates, before the city", () => {
    expect(zoneOfPlace({ airportCode: "KTM", city: "Lisboa" })).toBe("Asia/Kathmandu");
    expect(zoneOfPlace({ lat: 38.72, lng: -9.14, city: "Denver", countryCode: "US" })).toBe("Europe/Lisbon");
  });

  it("falls back to the country only where the whole country keeps one zone", () => {
    expect(zoneOfPlace({ city: "Qwzxv", countryCode: "DE" })).toBe("Europe/Berlin");
    expect(zoneOfPlace({ countryCode: "JP" })).toBe("Asia/Tokyo");
    expect(zoneOfPlace({ city: "Qwzxv", countryCode: "US" })).toBeUndefined();
    expect(zoneOfPlace({})).toBeUndefined();
  });
});

describe("an itinerary point's zone (lib/itineraries/place-zone.ts) uses the same rule", () => {
  it.each([
    [{ address: { text: "Lisboa, PT" } }, "Europe/Lisbon"],
    [{ address: { city: "Lisboa", countryCode: "PT" } }, "Europe/Lisbon"],
    [{ address: { city: "Lissabon" } }, "Europe/Lisbon"],
    [{ address: { text: "Hotel Avenida, Rua X 1, Lisbon" } }, "Europe/Lisbon"],
    [{ airportCode: "KGL" }, "Africa/Kigali"],
    [{ address: { timezoneId: "Asia/Tokyo", city: "Lisboa" } }, "Asia/Tokyo"],
  ])("%j → %s", (point, zone) => expect(zoneOfPoint(point)).toBe(zone));
});
