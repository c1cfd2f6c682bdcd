import { describe, expect, it } from "vitest";
import { airportByName } from "./airport-by-name";

// Names as senders wrote them in KDE kitinerary's test data (test-data/kde-kitinerary).
describe("airportByName", () => {
  const cases: Array<[string, string | undefined]> = [
    ["Seattle-Tacoma International Airport", "SEA"],
    ["Washington Dulles International Airport", "IAD"],
    ["COPENHAGEN DK KASTRUP", "CPH"],
    ["STUTTGART AIRPORT", "STR"],
    ["VALENCIA ES VALENCIA AIRPORT", "VLC"], // the country code rules out Valencia, Venezuela
    ["Toulouse, Blagnac Airport, FR", "TLS"],
    ["PARIS FR", undefined], // Charles de Gaulle or Orly: no guess
    ["International Airport", undefined],
    ["", undefined],
  ];
  it.each(cases)("%s → %s", (name, iata) => {
    expect(airportByName(name)?.iata).toBe(iata);
  });
});
