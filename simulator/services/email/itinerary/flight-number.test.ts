import { describe, expect, it } from "vitest";
import { splitFlightNumber } from "./flight-number";

describe("splitFlightNumber", () => {
  const cases: Array<
    [
      string,
      string | undefined,
      { iata?: string; icao?: string },
      { designator?: string; number: string } | undefined,
    ]
  > = [
    [
      "digits of any length are the number (issue 33: 212 with HX is HX 212, not HX 2)",
      "212",
      { iata: "HX" },
      { number: "212" },
    ],
    ["three digits (Google's example, UA 110)", "110", { iata: "UA" }, { number: "110" }],
    ["four digits (Iberia IB 8588)", "8588", { iata: "IB" }, { number: "8588" }],
    ["one digit", "7", { iata: "BA" }, { number: "7" }],
    ["two digits are not a designator", "12", {}, { number: "12" }],
    ["digits with no airline at all", "2029", {}, { number: "2029" }],
    ["IATA designator glued on", "BA1442", {}, { designator: "BA", number: "1442" }],
    ["IATA designator with a space", "LH 2029", { iata: "LH" }, { designator: "LH", number: "2029" }],
    ["designator with a digit", "4U8102", { iata: "4U" }, { designator: "4U", number: "8102" }],
    ["designator with a hyphen", "U2-1234", {}, { designator: "U2", number: "1234" }],
    [
      "the airline's ICAO code in front",
      "DLH2029",
      { iata: "LH", icao: "DLH" },
      { designator: "DLH", number: "2029" },
    ],
    [
      "three letters that are not the airline's code stay as written",
      "ABC123",
      { iata: "LH" },
      { number: "ABC123" },
    ],
    ["operational suffix", "1234A", {}, { number: "1234A" }],
    ["lower case and spaces", " ba 1442 ", {}, { designator: "BA", number: "1442" }],
    ["nothing", "  ", {}, undefined],
  ];
  it.each(cases)("%s", (_name, raw, airline, expected) => {
    expect(splitFlightNumber(raw, airline)).toEqual(expected);
  });
});
