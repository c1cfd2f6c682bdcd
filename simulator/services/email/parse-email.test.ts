// parseRawEmail over the committed samples and small inline emails: MIME, markup,
// the five itinerary types (validated against the shared spec 3 schema) and every outcome.
import { describe, expect, it } from "vitest";
import {
  flightSchema,
  hotelSchema,
  itinerarySchema,
  type FlightItinerary,
  type HotelItinerary,
} from "../../../lib/itineraries/itinerary-schema";
import { NotAnEmailError, parseRawEmail, type ParsedEmail } from "./parse-email";
import { buildEmail, flightReservation, jsonLd, readSample, sampleNames } from "./testing/build-email";

const parseSample = (name: string) => parseRawEmail(readSample(name));
const only = async (raw: string | Buffer): Promise<ParsedEmail> => {
  const results = await parseRawEmail(raw);
  expect(results).toHaveLength(1);
  return results[0]!;
};

describe("every sample", () => {
  it.each(sampleNames())(
    "%s parses, and every itinerary validates against itinerary-schema.ts",
    async (name) => {
      const results = await parseSample(name);
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        expect(r.apiVersion).toBe(2);
        expect(r.metadata.from?.email).toMatch(/@/);
        for (const it of [...(r.itineraries ?? []), ...(r.review?.final.itineraries ?? [])]) {
          const check = itinerarySchema.safeParse(it);
          expect(check.success, JSON.stringify(check.error?.issues)).toBe(true);
        }
      }
    },
  );

  it("is deterministic: the same email gives the same results", async () => {
    for (const name of sampleNames()) expect(await parseSample(name)).toEqual(await parseSample(name));
  });

  it("covers all five itinerary types", async () => {
    const types = new Set<string>();
    for (const name of sampleNames())
      for (const r of await parseSample(name)) for (const it of r.itineraries ?? []) types.add(it.type);
    expect([...types].sort()).toEqual(["bus", "carRental", "flight", "hotelReservation", "train"]);
  });
});

describe("flights (JSON-LD, quoted-printable)", () => {
  it("groups four reservations into one booking: two segments, two travelers with their own seats and tickets, a codeshare", async () => {
    const r = await only(readSample("delta-connection-codeshare-two-travelers.eml"));
    expect(r).toMatchObject({
      outcome: "success",
      status: "success",
      providerCode: "delta",
      fromProvider: true,
      parsingMethod: "auto",
    });
    const flight = flightSchema.parse(r.itineraries?.[0]) as FlightItinerary;
    expect(r.itineraries).toHaveLength(1);
    expect(flight.confirmationNumbers).toEqual([{ number: "HX7K2P", isPrimary: true }]);
    expect(flight.segments.map((s) => `${s.departure.airportCode}-${s.arrival.airportCode}`)).toEqual([
      "JFK-AMS",
      "AMS-NCE",
    ]);
    const [dl48, dl9536] = flight.segments;
    expect(dl48?.departure).toMatchObject({
      terminal: "4",
      localDateTime: "2026-12-18T18:30:00",
      address: { timezoneId: "America/New_York", timezone: -18000, city: "New York", countryCode: "US" },
    });
    expect(dl48?.arrival.address).toMatchObject({
      timezoneId: "Europe/Amsterdam",
      timezone: 3600,
      lat: 52.3086,
    });
    expect(dl48?.aircraft).toMatchObject({ wideBody: true, jet: true });
    expect(dl9536?.marketingCarrier).toMatchObject({
      airline: { iata: "DL" },
      flightNumber: "9536",
      isCodeshare: true,
    });
    expect(dl9536?.operatingCarrier).toMatchObject({ airline: { iata: "KL" }, flightNumber: "1263" });
    expect(dl9536?.seats).toEqual(["12A", "12C"]);
    expect(flight.travelers).toEqual([
      expect.objectContaining({
        name: "Alex Morgan",
        ticketNumbers: [{ number: "0062345678901", masked: false }],
        seats: [
          expect.objectContaining({ seatNumber: "21A", segmentNumber: 0 }),
          expect.objectContaining({ seatNumber: "12A", segmentNumber: 1 }),
        ],
      }),
      expect.objectContaining({
        name: "Sam Morgan",
        ticketNumbers: [{ number: "0062345678902", masked: false }],
        seats: [
          expect.objectContaining({ seatNumber: "21B", segmentNumber: 0 }),
          expect.objectContaining({ seatNumber: "12C", segmentNumber: 1 }),
        ],
      }),
    ]);
    // the booking total is repeated on each reservation: counted once
    expect(r.pricingInfo).toEqual({ total: 1842.6, currencyCode: "USD" });
  });

  it("converts a UTC time into the airport's zone and rolls a missing arrival forward from the route (ScheduleByFlight)", async () => {
    const html = jsonLd(
      flightReservation(
        {},
        {
          departureTime: "2027-01-05T14:10:00Z",
          arrivalTime: undefined,
          departureAirport: { "@type": "Airport", iataCode: "ATL" },
        },
      ),
    );
    const r = await only(buildEmail({ html }));
    const seg = (r.itineraries?.[0] as FlightItinerary).segments[0]!;
    expect(seg.departure.localDateTime).toBe("2027-01-05T09:10:00");
    expect(seg.departure.name).toBe("Hartsfield Jackson Atlanta International Airport");
    expect(seg.arrival.localDateTime! > seg.departure.localDateTime!).toBe(true);
    expect(seg.flightDataMethodUsed).toBe("ScheduleByFlight");
    expect(r.flightDataMethodsUsed).toEqual(
      expect.arrayContaining([
        { name: "ScheduleByFlight", count: 1 },
        { name: "ScheduleByAirport", count: 1 },
      ]),
    );
  });

  it("reads the airline from a flight number like 'BA1442' when the airline is missing", async () => {
    const r = await only(
      buildEmail({ html: jsonLd(flightReservation({}, { airline: undefined, flightNumber: "BA1442" })) }),
    );
    expect((r.itineraries?.[0] as FlightItinerary).segments[0]?.marketingCarrier).toMatchObject({
      airline: { iata: "BA", name: "British Airways" },
      flightNumber: "1442",
    });
  });

  // Issue 33, "Instants": an offset is an instant even where no zone is known; no offset and no zone
  // is a floating wall time, marked by an address with neither timezoneId nor timezone.
  it("keeps a time's UTC offset on an airport it does not know, and a floating time as written", async () => {
    const unknown = { "@type": "Airport", name: "Nowhere Field", iataCode: "QQX" };
    const withOffset = await only(
      buildEmail({
        html: jsonLd(
          flightReservation({}, { departureAirport: unknown, departureTime: "2028-08-10T17:05:00+02:00" }),
        ),
      }),
    );
    const dep = (withOffset.itineraries?.[0] as FlightItinerary).segments[0]?.departure;
    expect(dep).toMatchObject({
      airportCode: "QQX",
      localDateTime: "2028-08-10T17:05:00",
      address: { timezone: 7200 },
    });
    const floating = await only(
      buildEmail({
        html: jsonLd(
          flightReservation({}, { departureAirport: unknown, departureTime: "2028-08-10T17:05:00" }),
        ),
      }),
    );
    const address = (floating.itineraries?.[0] as FlightItinerary).segments[0]?.departure.address;
    expect(floating.itineraries?.[0]).toBeDefined();
    expect(address?.timezone).toBeUndefined();
    expect(address?.timezoneId).toBeUndefined();
  });

  it("shows an offset time in the airport's own zone even when the offset is not the airport's", async () => {
    const r = await only(
      buildEmail({ html: jsonLd(flightReservation({}, { departureTime: "2027-01-05T15:10:00+01:00" })) }),
    );
    expect((r.itineraries?.[0] as FlightItinerary).segments[0]?.departure.localDateTime).toBe(
      "2027-01-05T09:10:00",
    ); // ATL, -05:00
  });

  // Issue 33: "212" with airline HX became "HX 2" (the first two digits read as a designator).
  it.each(["212", "110", "8588", "7"])(
    "keeps the digits-only flight number %s whole",
    async (flightNumber) => {
      const r = await only(
        buildEmail({
          html: jsonLd(
            flightReservation(
              {},
              { flightNumber, airline: { "@type": "Airline", name: "Heldout Air", iataCode: "HX" } },
            ),
          ),
        }),
      );
      expect((r.itineraries?.[0] as FlightItinerary).segments[0]?.marketingCarrier).toMatchObject({
        airline: { iata: "HX" },
        flightNumber,
      });
    },
  );
});

describe("every reservation, as senders really write them (issue 33)", () => {
  const segmentsOf = async (html: string) =>
    ((await only(buildEmail({ html }))).itineraries?.[0] as FlightItinerary).segments;

  it("reads a reservationFor list as one segment per flight", async () => {
    const back = {
      "@type": "Flight",
      flightNumber: "2418",
      airline: { "@type": "Airline", iataCode: "DL" },
      departureAirport: { "@type": "Airport", iataCode: "BOS" },
      departureTime: "2027-01-09T09:10:00-05:00",
      arrivalAirport: { "@type": "Airport", iataCode: "ATL" },
      arrivalTime: "2027-01-09T12:40:00-05:00",
    };
    const out = flightReservation().reservationFor;
    const segments = await segmentsOf(jsonLd({ ...flightReservation(), reservationFor: [out, back] }));
    expect(
      segments.map(
        (s) => `${s.marketingCarrier?.flightNumber} ${s.departure.airportCode}-${s.arrival.airportCode}`,
      ),
    ).toEqual(["2417 ATL-BOS", "2418 BOS-ATL"]);
  });

  it("finds an airport given by name only", async () => {
    const [seg] = await segmentsOf(
      jsonLd(
        flightReservation(
          {},
          {
            departureAirport: { "@type": "Airport", name: "Seattle-Tacoma International Airport" },
            departureTime: "2027-03-04T20:15:00",
          },
        ),
      ),
    );
    expect(seg?.departure).toMatchObject({
      airportCode: "SEA",
      name: "Seattle-Tacoma International Airport",
      address: { timezoneId: "America/Los_Angeles" },
    });
  });

  it("moves an arrival written before the departure to the next day", async () => {
    const [seg] = await segmentsOf(
      jsonLd(
        flightReservation(
          {},
          { departureTime: "2027-01-05T23:10:00-05:00", arrivalTime: "2027-01-05T01:42:00-05:00" },
        ),
      ),
    );
    expect(seg?.arrival.localDateTime).toBe("2027-01-06T01:42:00");
  });

  it("reads Eurowings' month-first dates (02-04-2018 20:40 is 4 February)", async () => {
    const [seg] = await segmentsOf(
      jsonLd(flightReservation({}, { departureTime: "02-04-2018 20:40", arrivalTime: "02-04-2018 22:00" })),
    );
    expect([seg?.departure.localDateTime, seg?.arrival.localDateTime]).toEqual([
      "2018-02-04T20:40:00",
      "2018-02-04T22:00:00",
    ]);
  });
});

describe("hotels: microdata, base64, broken JSON-LD", () => {
  it("reads microdata with the legacy names (checkinDate, Hotel, link Confirmed) from a base64 body", async () => {
    const r = await only(readSample("marriott-westin-boston-microdata.eml"));
    const hotel = hotelSchema.parse(r.itineraries?.[0]) as HotelItinerary;
    expect(hotel).toMatchObject({
      hotelName: "The Westin Copley Place, Boston",
      chainName: "Marriott",
      status: "confirmed",
      checkInDate: "2027-01-14T16:00:00",
      checkOutDate: "2027-01-17T11:00:00",
      guestCount: 2,
      phone: "+1 617-262-9600",
      address: {
        city: "Boston",
        stateName: "MA",
        postalCode: "02116",
        countryCode: "US",
        timezoneId: "America/New_York",
        lat: 42.3484,
      },
      guests: [
        {
          name: "Alex Morgan",
          accountNumbers: [{ number: "XXXXX4821", masked: true, description: "Marriott Bonvoy" }],
        },
      ],
      pricingInfo: { total: 1127.94, currencyCode: "USD" },
    });
  });

  it("repairs entity-encoded JSON-LD with trailing commas and glued objects", async () => {
    const r = await only(readSample("booking-sacher-broken-json-ld.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "hotelReservation",
      hotelName: "Hotel Sacher Wien",
      confirmationNumbers: [{ number: "4729183066" }],
      checkInDate: "2027-03-26",
      address: { addressLine: "Philharmoniker Straße 4", countryCode: "AT", timezoneId: "Europe/Vienna" },
      pricingInfo: { total: 1386, currencyCode: "EUR" },
    });
  });

  it("reads two JSON-LD blocks (hotel + car) and adds their prices up", async () => {
    const r = await only(readSample("expedia-orlando-hotel-and-car.eml"));
    expect(r.itineraries?.map((i) => i.type)).toEqual(["hotelReservation", "carRental"]);
    expect(r.itineraries?.[0]).toMatchObject({
      guestCount: 2,
      kidsCount: 1,
      chainName: "Hyatt",
      rooms: [{ description: "Room, 2 Queen Beds, Lake View" }],
    });
    expect(r.pricingInfo).toEqual({ total: 1599.61, currencyCode: "USD" });
    for (const it of r.itineraries ?? [])
      expect(it.travelAgency).toEqual({ providerInfo: { name: "Expedia", code: "expedia" } });
    expect(r.itineraries?.[1]).toMatchObject({ providerInfo: { code: "avis" }, rentalCompany: "Avis" });
  });
});

describe("cars, trains, buses", () => {
  it("car rental with the drop-off at the pick-up place", async () => {
    const r = await only(readSample("hertz-lax-car-rental.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "carRental",
      rentalCompany: "Hertz",
      pickup: {
        localDateTime: "2026-12-27T14:00:00",
        phone: "+1 310-568-5100",
        address: { city: "Los Angeles", timezoneId: "America/Los_Angeles", timezone: -28800 },
      },
      dropoff: { localDateTime: "2027-01-03T10:00:00", address: { addressLine: "9000 Airport Blvd" } },
      car: { type: "Intermediate SUV", model: "Toyota RAV4 or similar" },
      driver: { name: "Alex Morgan" },
    });
  });

  it("train in ISO-8859-1 quoted-printable with an encoded-word subject, two travelers in one coach", async () => {
    const r = await only(readSample("deutsche-bahn-ice-latin1.eml"));
    expect(r.metadata.subject).toBe("Ihre Buchungsbestätigung (Auftrag LZ7Q4M): Berlin Hbf nach München Hbf");
    expect(r.itineraries?.[0]).toMatchObject({
      type: "train",
      providerInfo: { code: "deutschebahn" },
      segments: [
        {
          scheduleNumber: "ICE 1005",
          serviceName: "ICE Sprinter",
          car: "7",
          seats: ["55", "56"],
          departure: { name: "Berlin Hbf", address: { timezoneId: "Europe/Berlin" } },
          arrival: { name: "München Hbf", localDateTime: "2027-01-09T12:32:00" },
        },
      ],
      travelers: [{ name: "Alex Morgan" }, { name: "Sam Morgan" }],
    });
  });

  it("bus with BusStop/departureStation aliases and a zone from the city", async () => {
    const r = await only(readSample("flixbus-berlin-prague.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "bus",
      segments: [
        {
          scheduleNumber: "N1065",
          departure: { name: "Berlin central bus station (ZOB)", address: { timezoneId: "Europe/Berlin" } },
          arrival: { address: { countryCode: "CZ", timezoneId: "Europe/Prague" } },
          seats: ["14C"],
        },
      ],
      travelers: [{ name: "Sam Morgan", ticketNumbers: [{ number: "3081746652-1", masked: false }] }],
    });
  });
});

describe("microdata bookings", () => {
  it("a round trip in microdata: one itinerary, two segments, the traveler's seat on each", async () => {
    const r = await only(readSample("klm-round-trip-microdata.eml"));
    const flight = r.itineraries?.[0] as FlightItinerary;
    expect(r.itineraries).toHaveLength(1);
    expect(
      flight.segments.map(
        (s) =>
          `${s.marketingCarrier?.flightNumber} ${s.departure.airportCode}-${s.arrival.airportCode} ${s.departure.localDateTime}`,
      ),
    ).toEqual(["1007 AMS-LHR 2027-02-11T07:15:00", "1030 LHR-AMS 2027-02-14T19:10:00"]);
    expect(flight.travelers).toEqual([
      {
        name: "MORGAN/SAM MS",
        accountNumbers: [{ number: "2081 4456 37", masked: false, description: "Flying Blue" }],
        seats: [
          { seatNumber: "14F", segmentNumber: 0 },
          { seatNumber: "15A", segmentNumber: 1 },
        ],
      },
    ]);
  });

  it("a train in microdata with two travelers in one coach", async () => {
    const r = await only(readSample("amtrak-acela-microdata-two-travelers.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "train",
      providerInfo: { code: "amtrak" },
      travelers: [
        { name: "Alex Morgan", seats: [{ seatNumber: "12A", segmentNumber: 0 }] },
        { name: "Sam Morgan", seats: [{ seatNumber: "12B", segmentNumber: 0 }] },
      ],
      segments: [
        {
          scheduleNumber: "2151",
          serviceName: "Acela",
          cabin: "Business Class",
          seats: ["12A", "12B"],
          departure: { name: "New York Penn Station", address: { timezoneId: "America/New_York" } },
        },
      ],
      pricingInfo: { total: 472, currencyCode: "USD" },
    });
  });
});

describe("robustness", () => {
  it("reads the markup of an attached itinerary.html; stations without an address get their city's zone", async () => {
    const r = await only(readSample("eurostar-london-paris-html-attachment.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "train",
      providerInfo: { code: "eurostar" },
      segments: [
        {
          scheduleNumber: "9014",
          departure: {
            name: "London St Pancras International",
            localDateTime: "2027-04-09T08:01:00",
            address: { city: "London", timezoneId: "Europe/London", timezone: 3600 },
          },
          arrival: {
            name: "Paris Gare du Nord",
            localDateTime: "2027-04-09T11:20:00",
            address: { city: "Paris", timezoneId: "Europe/Paris", timezone: 7200 },
          },
        },
      ],
    });
  });

  it("a one-way car rental across a border keeps both places and reads a decimal-comma price", async () => {
    const r = await only(readSample("sixt-munich-salzburg-microdata.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "carRental",
      rentalCompany: "Sixt",
      pickup: { address: { countryCode: "DE", timezoneId: "Europe/Berlin" }, phone: "+49 89 97596560" },
      dropoff: {
        address: { city: "Salzburg", countryCode: "AT", timezoneId: "Europe/Vienna" },
        localDateTime: "2027-01-11T10:00:00",
      },
      pricingInfo: { total: 214.6, currencyCode: "EUR" },
    });
  });

  it("reads an email saved with an mbox From line, a BOM and blank lines first", async () => {
    const raw = `\uFEFF\r\nFrom alex.morgan@example.com Mon Nov  2 10:00:00 2026\r\n${buildEmail({ html: jsonLd(flightReservation()) })}`;
    const r = await only(raw);
    expect(r.status).toBe("success");
    expect(r.metadata.subject).toBe("Your trip confirmation");
  });

  it("accepts airports and the airline given as bare codes", async () => {
    const html = jsonLd(
      flightReservation({}, { airline: "DL", departureAirport: "ATL", arrivalAirport: "BOS" }),
    );
    const seg = ((await only(buildEmail({ html }))).itineraries?.[0] as FlightItinerary).segments[0];
    expect(seg?.marketingCarrier?.airline).toEqual({ name: "Delta", iata: "DL" });
    expect(seg?.departure).toMatchObject({ airportCode: "ATL", address: { timezoneId: "America/New_York" } });
    expect(seg?.arrival.name).toBe("Logan International Airport");
  });

  it("several reservation numbers in one email are separate itineraries", async () => {
    const html = jsonLd([
      flightReservation(),
      flightReservation(
        { reservationNumber: "XYZ789" },
        {
          flightNumber: "2418",
          departureTime: "2027-01-09T09:10:00-05:00",
          arrivalTime: "2027-01-09T11:40:00-05:00",
        },
      ),
    ]);
    const r = await only(buildEmail({ html }));
    expect(r.itineraries?.map((i) => i.confirmationNumbers?.[0]?.number)).toEqual(["ABC123", "XYZ789"]);
  });
});

describe("cancellation and statements", () => {
  it("a cancelled hotel stay", async () => {
    const r = await only(readSample("hilton-london-cancellation.eml"));
    expect(r.itineraries?.[0]).toMatchObject({
      type: "hotelReservation",
      status: "cancelled",
      hotelName: "Hilton London Paddington",
      chainName: "Hilton",
    });
  });

  it("a Cancelled reservation gives a cancelled itinerary", async () => {
    const r = await only(readSample("united-cancellation.eml"));
    expect(r.status).toBe("success");
    expect(r.itineraries?.[0]).toMatchObject({
      type: "flight",
      status: "cancelled",
      confirmationNumbers: [{ number: "KQ4M8R" }],
    });
  });

  it("a cancellation carrying only the booking number is still reported (cancelled items may lack data)", async () => {
    const r = await only(
      buildEmail({
        html: jsonLd({
          "@type": "FlightReservation",
          reservationNumber: "ZZ9Q1",
          reservationStatus: "http://schema.org/Cancelled",
        }),
      }),
    );
    expect(r.status).toBe("success");
    expect(r.itineraries?.[0]).toMatchObject({ type: "flight", status: "cancelled", segments: [] });
  });

  it("ProgramMembership → loyaltyAccount with a masked number", async () => {
    const r = await only(readSample("united-mileageplus-statement.eml"));
    expect(r).toMatchObject({ status: "success", providerCode: "united" });
    expect(r.itineraries).toBeUndefined();
    expect(r.loyaltyAccount).toMatchObject({
      providerCode: "united",
      balance: 28115,
      balanceDate: "2026-11-22",
      number: "****8287",
      numberMask: "left",
      login: "al*********@example.com",
      loginMask: "center",
    });
    expect(r.loyaltyAccount?.properties).toEqual(
      expect.arrayContaining([
        { code: "Status", name: "Elite status", kind: "3", value: "Member" },
        { code: "Name", name: "Name", kind: "12", value: "Alex Morgan" },
      ]),
    );
    expect(JSON.stringify(r.loyaltyAccount)).not.toContain("KH018287");
    // the statement's activity table becomes history rows (spec 3 field codes)
    expect(r.loyaltyAccount?.history?.map((row) => row.fields.map((f) => f.value))).toEqual([
      ["2026-11-18", "United Airlines UA 1543 SFO-ORD (canceled, miles returned)", 12500],
      ["2026-11-09", "Chase United Explorer Card purchases", 2311],
      ["2026-11-02", "Award ticket KQ4M8R SFO-ORD", -12500],
      ["2026-10-27", "MileagePlus Shopping: Best Buy", 640],
    ]);
    expect(r.loyaltyAccount?.history?.[0]?.fields.map((f) => f.code)).toEqual([
      "PostingDate",
      "Description",
      "Miles",
    ]);
    expect(r.loyaltyAccount?.properties).toContainEqual({
      code: "LastActivity",
      name: "Last activity",
      kind: "13",
      value: "2026-11-18",
    });
  });
});

describe("nested emails", () => {
  it("a forwarded message/rfc822 attachment is parsed as its own email", async () => {
    const [outer, nested] = await parseSample("forwarded-ba-flight-rfc822.eml");
    expect(outer).toMatchObject({
      status: "invalid",
      rejectMethod: "auto",
      fromProvider: false,
      nestedEmailMetadata: { subject: "Your booking confirmation X4TB9Q", nested: true },
    });
    expect(nested).toMatchObject({
      status: "success",
      providerCode: "british",
      fromProvider: true,
      metadata: { nested: true, userEmail: "alex.morgan@example.com", from: { email: "ba@email.ba.com" } },
    });
    expect(nested?.itineraries?.[0]).toMatchObject({
      type: "flight",
      segments: [
        { departure: { airportCode: "LHR", terminal: "5" }, marketingCarrier: { flightNumber: "1442" } },
      ],
      travelers: [{ name: "Alex Morgan" }],
    });
  });

  it("email carries the headers (base64) by default, the whole email with returnEmail all, nothing with none", async () => {
    const raw = readSample("lufthansa-newsletter.eml");
    const [headers] = await parseRawEmail(raw);
    expect(Buffer.from(headers!.email!, "base64").toString()).toMatch(
      /^From: "Lufthansa"[\s\S]*MIME-Version: 1.0[\s\S]*$/,
    );
    expect(Buffer.from(headers!.email!, "base64").toString()).not.toContain("Fly to Munich");
    const [all] = await parseRawEmail(raw, { returnEmail: "all" });
    expect(Buffer.from(all!.email!, "base64").equals(raw)).toBe(true);
    const [none] = await parseRawEmail(raw, { returnEmail: "none" });
    expect(none!.email).toBeUndefined();
  });
});

describe("outcomes", () => {
  it("no markup → invalid / auto", async () => {
    expect(await only(readSample("lufthansa-newsletter.eml"))).toMatchObject({
      outcome: "invalid",
      status: "invalid",
      rejectMethod: "auto",
      providerCode: "lufthansa",
    });
  });

  it("markup lacking required fields → invalid / incomplete with missingFields", async () => {
    const r = await only(readSample("air-canada-incomplete.eml"));
    expect(r).toMatchObject({ outcome: "invalid", status: "invalid", rejectMethod: "incomplete" });
    expect(r.missingFields).toContain("departure.localDateTime");
    expect(r.itineraries).toBeUndefined();
  });

  it.each([
    [{ checkoutTime: undefined }, ["checkOutDate"]],
    [{ reservationFor: { "@type": "Hotel", name: "Hotel Indigo Barcelona" } }, ["address"]],
  ])("an incomplete hotel names what is missing (%#)", async (change, missing) => {
    const hotel = {
      "@type": "LodgingReservation",
      reservationNumber: "1",
      checkinTime: "2027-05-01",
      checkoutTime: "2027-05-03",
      reservationFor: {
        "@type": "Hotel",
        name: "Hotel Indigo Barcelona",
        address: "Plaça de Catalunya 7, Barcelona",
      },
      ...change,
    };
    const r = await only(buildEmail({ html: jsonLd(hotel) }));
    expect(r).toMatchObject({ status: "invalid", rejectMethod: "incomplete", missingFields: missing });
  });

  it("a restricted sender domain → restricted, with nothing extracted", async () => {
    const r = await only(readSample("southwest-restricted.eml"));
    expect(r).toMatchObject({ outcome: "restricted", status: "restricted", providerCode: "southwest" });
    expect(r.statusMessage).toMatch(/Southwest/);
    expect(r.itineraries).toBeUndefined();
  });

  it("a documented agency → review now, success later with the reviewer's (manual) result", async () => {
    const r = await only(readSample("amexgbt-agency-review.eml"));
    expect(r).toMatchObject({ outcome: "review", status: "review" });
    expect(r.itineraries).toBeUndefined();
    expect(r.review).toMatchObject({
      endsWith: "success",
      afterMs: 3 * 3_600_000,
      final: { status: "success", parsingMethod: "manual" },
    });
    expect(r.review?.final.itineraries?.map((i) => i.type)).toEqual(["flight", "hotelReservation"]);
  });

  it.each([
    ["itinerary@amexgbt.com", "invalid", "", 3],
    ["trips@egencia.com", "skipped", jsonLd(flightReservation()), 5],
    ["deals@allegiantair.com", "restricted", jsonLd(flightReservation()), 2],
    ["bookings@flightcentre.com", "timeout", jsonLd(flightReservation()), 14 * 24],
  ])("review sender %s ends %s", async (from, endsWith, html, hours) => {
    const r = await only(buildEmail({ from, html: `<p>Itinerary</p>${html}` }));
    expect(r.outcome).toBe("review");
    expect(r.review).toMatchObject({ endsWith, afterMs: hours * 3_600_000, final: { status: endsWith } });
    expect(r.review?.final.itineraries).toBeUndefined();
  });

  it("refuses what is not an email", async () => {
    await expect(parseRawEmail("")).rejects.toBeInstanceOf(NotAnEmailError);
    await expect(parseRawEmail("Hello, this is just a note.\n\nBye")).rejects.toBeInstanceOf(NotAnEmailError);
    await expect(
      parseRawEmail(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
    ).rejects.toBeInstanceOf(NotAnEmailError);
  });
});
