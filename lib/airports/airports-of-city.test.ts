import { describe, expect, it } from "vitest";
import { airportsOfCity } from "./airports-of-city";
import { CITY_CODES } from "./city-codes";

const codes = (code: string) =>
  airportsOfCity(code)
    .map((a) => a.iata)
    .sort();

describe("airportsOfCity", () => {
  // Expected members: IATA's metropolitan areas as OurAirports' keywords and served cities give them.
  it.each([
    ["NYC", ["EWR", "HPN", "JFK", "LGA"]],
    ["LON", ["LCY", "LGW", "LHR", "LTN", "SEN", "STN"]],
    ["PAR", ["CDG", "ORY"]],
    ["TYO", ["HND", "NRT"]],
    ["WAS", ["BWI", "DCA", "IAD"]],
    ["CHI", ["MDW", "ORD"]],
    ["ROM", ["CIA", "FCO"]],
    ["STO", ["ARN", "BMA", "NYO"]],
    ["OSA", ["ITM", "KIX"]],
    ["SAO", ["CGH", "GRU"]],
    ["RIO", ["GIG", "SDU"]],
    ["BJS", ["PEK", "PKX"]],
    ["SHA", ["PVG", "SHA"]],
    ["SEL", ["GMP", "ICN"]],
    ["MOW", ["DME", "SVO", "VKO", "ZIA"]],
    ["BUE", ["AEP", "EZE"]],
    ["YTO", ["YTZ", "YYZ"]],
    ["YMQ", ["YHU", "YUL"]],
  ])("%s → %j", (code, airports) => expect(codes(code)).toEqual(airports));

  it("takes MIL as Milan's airports, lower case too", () =>
    expect(codes("mil")).toEqual(expect.arrayContaining(["LIN", "MXP"])));

  it("gives an airport code the airports serving its city, and nothing for an unknown code", () => {
    expect(codes("CGH")).toEqual(["CGH", "GRU"]);
    expect(codes("BOO")).toEqual(["BOO"]);
    expect(codes("QQQ")).toEqual([]);
  });

  it("has an airport for every city code", () => {
    for (const c of CITY_CODES) expect(c.airports.length, c.code).toBeGreaterThan(0);
  });
});
