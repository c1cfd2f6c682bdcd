// Issue 33 end to end without a database: a raw email through the parser, the app's parse-result
// schema and the timeline's merge (corpus/run-case.ts timelineItemsOf), read as the timeline shows it.
import { describe, expect, it } from "vitest";
import { timelineItemsOf } from "./corpus/run-case";
import { buildEmail, flightReservation, jsonLd } from "./testing/build-email";

const heldout = { "@type": "Airline", name: "Heldout Air", iataCode: "HX" };

describe("email → timeline", () => {
  it("shows flight 212 of airline HX as HX 212 (was HX 2)", async () => {
    const [item] = await timelineItemsOf(
      buildEmail({ html: jsonLd(flightReservation({}, { flightNumber: "212", airline: heldout })) }),
    );
    expect(item?.number).toBe("HX 212");
  });

  it("gives each passenger of a family booking their own seat on each flight of one booking", async () => {
    const back = {
      flightNumber: "213",
      airline: heldout,
      departureAirport: { "@type": "Airport", iataCode: "BOS" },
      departureTime: "2027-01-09T09:10:00-05:00",
      arrivalAirport: { "@type": "Airport", iataCode: "ATL" },
      arrivalTime: "2027-01-09T12:40:00-05:00",
    };
    const out = { flightNumber: "212", airline: heldout };
    const seat = (name: string, airplaneSeat: string, flight: Record<string, unknown>) =>
      flightReservation({ underName: { "@type": "Person", name }, airplaneSeat }, flight);
    const html = jsonLd([
      seat("Alex Morgan", "12A", out),
      seat("Sam Morgan", "12B", out),
      seat("Alex Morgan", "30C", back),
      seat("Sam Morgan", "30D", back),
    ]);
    const items = await timelineItemsOf(buildEmail({ html }));
    expect(
      items.map((i) => [
        i.number,
        i.confirmationNumbers,
        i.travelers.map((t) => `${t.name} ${t.seats.join(",")}`),
      ]),
    ).toEqual([
      ["HX 212", ["ABC123"], ["Alex Morgan 12A", "Sam Morgan 12B"]],
      ["HX 213", ["ABC123"], ["Alex Morgan 30C", "Sam Morgan 30D"]],
    ]);
  });

  it("reads one flight written two ways by two passengers' reservations as one segment", async () => {
    const html = jsonLd([
      flightReservation(
        { underName: { "@type": "Person", name: "Alex Morgan" } },
        { flightNumber: "HX212", airline: heldout },
      ),
      flightReservation(
        { underName: { "@type": "Person", name: "Sam Morgan" } },
        { flightNumber: "212", airline: heldout },
      ),
    ]);
    const items = await timelineItemsOf(buildEmail({ html }));
    expect(items.map((i) => [i.number, i.travelers.map((t) => t.name)])).toEqual([
      ["HX 212", ["Alex Morgan", "Sam Morgan"]],
    ]);
  });

  it("keeps an offset time's instant at an airport no list knows, and gives a floating time none", async () => {
    const nowhere = { "@type": "Airport", name: "Nowhere Field", iataCode: "QQX" };
    const [offset] = await timelineItemsOf(
      buildEmail({
        html: jsonLd(
          flightReservation({}, { departureAirport: nowhere, departureTime: "2028-08-10T17:05:00+02:00" }),
        ),
      }),
    );
    expect(offset?.start).toMatchObject({
      local: "2028-08-10T17:05:00",
      at: Date.parse("2028-08-10T15:05:00Z"),
    });
    const [floating] = await timelineItemsOf(
      buildEmail({
        html: jsonLd(
          flightReservation({}, { departureAirport: nowhere, departureTime: "2028-08-10T17:05:00" }),
        ),
      }),
    );
    expect(floating?.start).toMatchObject({ local: "2028-08-10T17:05:00", at: null });
  });
});
