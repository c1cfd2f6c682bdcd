import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AIRPORTS, distanceKm, foldText, getAirport, searchAirports } from "./find-airports";

const airportSchema = z.object({
  iata: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(3),
  city: z.string().min(2),
  country: z.string().regex(/^[A-Z]{2}$/),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  tz: z.string().refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "unknown IANA time zone"),
});

describe("airports.json", () => {
  it("holds every OurAirports airport with an IATA code and scheduled service: 3,000+, valid and unique", () => {
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(4500);
    for (const a of AIRPORTS) airportSchema.parse(a);
    expect(new Set(AIRPORTS.map((a) => a.iata)).size).toBe(AIRPORTS.length);
  });

  it("has correct time zones for well-known airports", () => {
    expect(getAirport("JFK")?.tz).toBe("America/New_York");
    expect(getAirport("PHX")?.tz).toBe("America/Phoenix");
    expect(getAirport("HNL")?.tz).toBe("Pacific/Honolulu");
    expect(getAirport("DEL")?.tz).toBe("Asia/Kolkata");
    expect(getAirport("KTM")?.tz).toBe("Asia/Kathmandu");
    expect(getAirport("TFS")?.tz).toBe("Atlantic/Canary");
    expect(getAirport("DPS")?.tz).toBe("Asia/Makassar");
    expect(getAirport("SYD")?.country).toBe("AU");
  });

  // Regional airports of Africa and Asia and a small Norwegian one, absent from the old 360-airport list.
  it.each([
    ["NBO", "Nairobi", "KE", "Africa/Nairobi"],
    ["KGL", "Kigali", "RW", "Africa/Kigali"],
    ["ADD", "Addis Ababa", "ET", "Africa/Addis_Ababa"],
    ["DAC", "Dhaka", "BD", "Asia/Dhaka"],
    ["KTM", "Kathmandu", "NP", "Asia/Kathmandu"],
    ["BOO", "Bodø", "NO", "Europe/Oslo"],
    ["NRT", "Tokyo", "JP", "Asia/Tokyo"], // the city it serves, not its town (Narita)
    ["KEF", "Reykjavík", "IS", "Atlantic/Reykjavik"],
    // Small airports with scheduled service (airport-data-js): the Lofoten, Alaska's Arctic, the Bahamas.
    ["SVJ", "Svolvær", "NO", "Europe/Oslo"],
    ["OTZ", "Kotzebue", "US", "America/Nome"],
    ["AXP", "Spring Point", "BS", "America/Nassau"],
  ])("knows %s (%s)", (code, city, country, tz) => {
    expect(getAirport(code)).toMatchObject({ city, country, tz });
  });

  it("leaves out airports without scheduled service, such as Berlin Tegel (closed 2020)", () => {
    expect(getAirport("TXL")).toBeUndefined();
    expect(getAirport("BER")?.city).toBe("Berlin");
  });
});

describe("getAirport", () => {
  it("finds by code case-insensitively", () => {
    expect(getAirport("lhr")?.city).toBe("London");
    expect(getAirport(" sfo ")?.iata).toBe("SFO");
    expect(getAirport("XXX")).toBeUndefined();
  });
});

describe("searchAirports", () => {
  it("puts the exact code first, then code prefixes", () => {
    expect(searchAirports("SFO", 5)[0]?.iata).toBe("SFO");
    const la = searchAirports("la", 20).map((a) => a.iata);
    expect(la.slice(0, 2)).toEqual(["LAS", "LAX"]); // large airports first among the LA… codes
  });

  it("matches cities and names, case- and diacritics-insensitively", () => {
    expect(
      searchAirports("sao paulo", 2)
        .map((a) => a.iata)
        .sort(),
    ).toEqual(["CGH", "GRU"]); // then Luanda, once "São Paulo da Assunção de Loanda"
    expect(searchAirports("MONTREAL")[0]?.iata).toBe("YUL");
    expect(searchAirports("tromso")[0]?.iata).toBe("TOS");
    expect(searchAirports("heathrow")[0]?.iata).toBe("LHR");
    expect(searchAirports("london", 10).map((a) => a.iata)).toEqual(
      expect.arrayContaining(["LHR", "LGW", "LCY", "STN"]),
    );
  });

  it.each([
    ["munchen", "MUC"],
    ["München", "MUC"],
    ["Munich", "MUC"],
    ["Köln", "CGN"],
    ["koln", "CGN"],
    ["Cologne", "CGN"],
    ["Lisboa", "LIS"],
    ["Roma", "FCO"],
    ["Rome", "FCO"],
    ["Moskau", "DME"],
    ["Lissabon", "LIS"],
    ["Lisbon", "LIS"],
    ["Bodo", "BOO"],
    ["Kigali", "KGL"],
  ])("finds %s by another language's spelling or without its accents", (query, code) => {
    expect(searchAirports(query, 3)[0]?.iata).toBe(code);
  });

  it("lists a metropolitan code's airports after an airport of that code", () => {
    expect(
      searchAirports("LON", 6)
        .map((a) => a.iata)
        .sort(),
    ).toEqual(["LCY", "LGW", "LHR", "LTN", "SEN", "STN"]);
    expect(
      searchAirports("nyc", 4)
        .map((a) => a.iata)
        .sort(),
    ).toEqual(["EWR", "HPN", "JFK", "LGA"]);
  });

  it("respects the limit and ignores empty queries", () => {
    expect(searchAirports("a", 3)).toHaveLength(3);
    expect(searchAirports("  ")).toEqual([]);
  });
});

describe("helpers", () => {
  it("folds diacritics", () =>
    expect(foldText("Québec Zürich Kraków Tuđman")).toBe("quebec zurich krakow tudman"));
  it("computes great-circle distances", () => {
    const d = distanceKm(getAirport("JFK")!, getAirport("LHR")!);
    expect(d).toBeGreaterThan(5500);
    expect(d).toBeLessThan(5600);
  });
});
