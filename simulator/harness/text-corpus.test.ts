import { describe, expect, it } from "vitest";
import {
  applyCorpus,
  bindMarking,
  corpusActive,
  requestIsMarked,
  runMarked,
  URL_PAYLOADS,
  XSS_PAYLOADS,
} from "./text-corpus";

describe("applyCorpus", () => {
  it("appends payloads to text fields, replaces URL fields, leaves codes, numbers and dates alone", () => {
    const out = applyCorpus({
      requestId: "req-123456",
      routes: [
        {
          airline: "Singapore Airlines",
          airlineCode: "SQ",
          miles: 57500,
          date: "2027-01-02",
          amenities: ["Pool", "Spa"],
        },
      ],
      hotel: { name: "Hotel Borg", preview: "https://example.test/p.jpg", state: "success" },
    }) as {
      routes: { airline: string; airlineCode: string; miles: number; date: string; amenities: string[] }[];
      hotel: { name: string; preview: string; state: string };
    };
    const r = out.routes[0]!;
    expect(r.airline).toBe(`Singapore Airlines ${XSS_PAYLOADS[0]}`);
    expect(r.amenities).toEqual([`Pool ${XSS_PAYLOADS[1]}`, `Spa ${XSS_PAYLOADS[2]}`]);
    expect([r.airlineCode, r.miles, r.date]).toEqual(["SQ", 57500, "2027-01-02"]);
    expect(out.hotel.name).toBe(`Hotel Borg ${XSS_PAYLOADS[3]}`);
    expect(out.hotel.preview).toBe(URL_PAYLOADS[0]);
    expect(out.hotel.state).toBe("success");
  });

  it("remembers the ids a marked answer carried, so fetching them later is marked", () => {
    expect(requestIsMarked("/email/v1/results/abc-987654", "", [])).toBe(false);
    applyCorpus({ requestIds: ["abc-987654"] });
    expect(requestIsMarked("/email/v1/results/abc-987654", "", [])).toBe(true);
  });
});

describe("marking", () => {
  it("marks by the marker in the path, body or a header, and carries the marking into bound functions", async () => {
    expect(requestIsMarked("/flights/v1/search", '{"login":"xss-corpus-1"}', [])).toBe(true);
    expect(requestIsMarked("/business/x", "", ["milepost:business-local-key#xss-corpus"])).toBe(true);
    expect(requestIsMarked("/flights/v1/search", '{"login":"alex"}', ["application/json"])).toBe(false);
    expect(corpusActive()).toBe(false);
    const later = runMarked(true, () => bindMarking(() => corpusActive()))!;
    expect(await new Promise((r) => setImmediate(() => r(later())))).toBe(true);
    expect(runMarked(false, () => corpusActive())).toBe(false);
  });
});
