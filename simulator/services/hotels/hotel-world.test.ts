// Issue 12 items 9 and 23: the simulated hotel world is made of real places. A destination that is
// markup or gibberish ends in an error state, never a made-up city; Paris has no beachfront hotels,
// its addresses read the French way, and every hotel sits at a distance that fits its district.
import { describe, expect, it } from "vitest";
import { buildDirectory } from "./hotel-directory";
import { resolvePlace } from "./hotel-destination";
import { decideOutcome } from "./hotel-outcome";
import { findProgram } from "./hotel-programs";
import type { HotelSearchRequest } from "./hotel-search-request";

const marriott = findProgram("marriott")!;
const request = (destination: string) =>
  ({
    provider: "marriott",
    destination,
    checkInDate: "2027-03-01",
    checkOutDate: "2027-03-03",
    numberOfNights: 2,
    numberOfRooms: 1,
    numberOfAdults: 2,
    numberOfKids: 0,
    priority: 9,
  }) as unknown as HotelSearchRequest;

describe("hotel destinations", () => {
  it.each(["<img src=x onerror=alert(1)>", "asdkjh qwepoiu", "zzzz, Qwertyland", "12345"])(
    "refuses %s with an error state",
    (destination) => {
      expect(resolvePlace(destination)).toBeNull();
      const outcome = decideOutcome(marriott, request(destination), undefined);
      expect(outcome.state).toBe("destinationNotFound");
      expect(outcome.message).toMatch(/did not match any city/);
    },
  );

  it.each([
    ["Kyoto, Japan", "Kyoto", "Japan"],
    ["hotels near the Eiffel Tower", "Paris", "France"],
    ["Boise, ID", "Boise", "United States"],
    ["Paris, TX", "Paris", "United States"],
  ])("finds %s", (destination, city, country) => {
    expect(resolvePlace(destination)).toMatchObject({ city, countryName: country });
  });
});

describe("hotels that fit their city", () => {
  it("has no beachfront in Paris, French addresses and plausible distances", () => {
    const { hotels } = buildDirectory(marriott, "Paris, France");
    expect(hotels.length).toBeGreaterThanOrEqual(5);
    for (const h of hotels) {
      expect(h.name).not.toMatch(/beach/i);
      expect(h.address.text).toMatch(/^\d+ (Rue|Boulevard|Avenue)\b.*, 7501\d Paris, France$/);
      expect(h.distance).toBeLessThanOrEqual(19); // Charles de Gaulle is the farthest, ~14.5 mi out
    }
  });

  it("writes Japanese and German addresses their own way", () => {
    expect(buildDirectory(marriott, "Kyoto").hotels[0]!.address.text).toMatch(
      /^\d+-\d+-\d+ .+-ku, Kyoto 60\d-\d{4}, Japan$/,
    );
    expect(buildDirectory(marriott, "Berlin").hotels[0]!.address.text).toMatch(
      /^\D+ \d+, 101\d\d Berlin, Germany$/,
    );
  });
});

describe("hotel previews", () => {
  it("are a picture of a building, not a two-colour monogram", async () => {
    const { previewPngBase64 } = await import("./hotel-preview");
    const { inflateSync } = await import("node:zlib");
    const png = Buffer.from(previewPngBase64("Courtyard Paris Opéra"), "base64");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([96, 64]);
    const idat = png.indexOf("IDAT");
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const colours = new Set<string>();
    for (let y = 0; y < 64; y++)
      for (let x = 0; x < 96; x++)
        colours.add(raw.subarray(y * 289 + 1 + x * 3, y * 289 + 4 + x * 3).toString("hex"));
    expect(colours.size).toBeGreaterThan(30); // sky gradient, facade, windows, street, trees
    expect(previewPngBase64("Courtyard Paris Opéra")).toBe(previewPngBase64("Courtyard Paris Opéra"));
  });
});
