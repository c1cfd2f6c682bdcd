import { describe, expect, it } from "vitest";
import { extractJsonLd, parseLenientJson } from "./json-ld";
import { parseHtml } from "./html-tree";

const script = (body: string, type = "application/ld+json") =>
  `<html><body><script type="${type}">${body}</script></body></html>`;

describe("parseLenientJson: the broken JSON real senders ship", () => {
  const cases: Array<[string, string, unknown]> = [
    ["valid object", '{"a":1}', { a: 1 }],
    ["trailing commas in objects and arrays", '{"a":[1,2,],"b":{"c":3,},}', { a: [1, 2], b: { c: 3 } }],
    [
      "HTML entities instead of quotes",
      "{&quot;name&quot;:&quot;Caf&#233; &amp; Bar&quot;}",
      { name: "Café & Bar" },
    ],
    ["two objects with no comma", '{"a":1}{"b":2}', [{ a: 1 }, { b: 2 }]],
    ["a list without brackets", '{"a":1},{"b":2}', [{ a: 1 }, { b: 2 }]],
    ["raw line breaks inside a string", '{"a":"line one\nline two"}', { a: "line one line two" }],
    ["HTML comment wrapper", '<!--{"a":1}-->', { a: 1 }],
    ["entities and trailing commas together", "{&quot;a&quot;:[1,],}", { a: [1] }],
  ];
  it.each(cases)("%s", (_name, input, expected) => {
    expect(parseLenientJson(input)).toEqual(expected);
  });

  it("gives up on text that is not JSON at all", () => {
    expect(parseLenientJson("var x = function() {}")).toBeUndefined();
    expect(parseLenientJson("   ")).toBeUndefined();
  });
});

describe("extractJsonLd", () => {
  it("reads single objects, arrays and @graph from several blocks", () => {
    const html =
      script('{"@type":"FlightReservation","reservationNumber":"A"}') +
      script('[{"@type":"LodgingReservation"},{"@type":"RentalCarReservation"}]') +
      script(
        '{"@context":"https://schema.org","@graph":[{"@type":"TrainReservation"},[{"@type":"BusReservation"}]]}',
      );
    expect(extractJsonLd(parseHtml(html)).map((n) => n["@type"])).toEqual([
      "FlightReservation",
      "LodgingReservation",
      "RentalCarReservation",
      "TrainReservation",
      "BusReservation",
    ]);
  });

  it("accepts a type with parameters and ignores other scripts and unreadable blocks", () => {
    const html =
      script('{"@type":"A"}', "application/ld+json; charset=utf-8") +
      script('{"@type":"B"}', "text/javascript") +
      script("{not json at all");
    expect(extractJsonLd(parseHtml(html))).toEqual([{ "@type": "A" }]);
  });
});
