// 5,000 generated itineraries for one traveller (deterministic): round trips between real
// airports with a hotel in between, about one in ten also arriving by email (a duplicate the
// merge folds in) and one in twenty cancelled. Pure; used by the timeline benches.
const AIRPORTS = [
  "BOS",
  "JFK",
  "SFO",
  "LAX",
  "ORD",
  "DEN",
  "SEA",
  "MIA",
  "LHR",
  "CDG",
  "FRA",
  "AMS",
  "MAD",
  "FCO",
  "KEF",
  "NRT",
  "HND",
  "SIN",
  "SYD",
  "DXB",
];
const CITIES: Record<string, [string, string, number, number]> = {
  BOS: ["Boston", "America/New_York", 42.36, -71.06],
  JFK: ["New York", "America/New_York", 40.71, -74.0],
  SFO: ["San Francisco", "America/Los_Angeles", 37.77, -122.42],
  LAX: ["Los Angeles", "America/Los_Angeles", 34.05, -118.24],
  ORD: ["Chicago", "America/Chicago", 41.88, -87.63],
  DEN: ["Denver", "America/Denver", 39.74, -104.99],
  SEA: ["Seattle", "America/Los_Angeles", 47.61, -122.33],
  MIA: ["Miami", "America/New_York", 25.76, -80.19],
  LHR: ["London", "Europe/London", 51.51, -0.13],
  CDG: ["Paris", "Europe/Paris", 48.86, 2.35],
  FRA: ["Frankfurt", "Europe/Berlin", 50.11, 8.68],
  AMS: ["Amsterdam", "Europe/Amsterdam", 52.37, 4.9],
  MAD: ["Madrid", "Europe/Madrid", 40.42, -3.7],
  FCO: ["Rome", "Europe/Rome", 41.9, 12.5],
  KEF: ["Reykjavík", "Atlantic/Reykjavik", 64.15, -21.94],
  NRT: ["Tokyo", "Asia/Tokyo", 35.68, 139.69],
  HND: ["Tokyo", "Asia/Tokyo", 35.68, 139.69],
  SIN: ["Singapore", "Asia/Singapore", 1.35, 103.82],
  SYD: ["Sydney", "Australia/Sydney", -33.87, 151.21],
  DXB: ["Dubai", "Asia/Dubai", 25.2, 55.27],
};

export interface BenchRow {
  source: "loyalty" | "email";
  data: Record<string, unknown> & { type: string };
}

const pad = (n: number) => String(n).padStart(2, "0");
function dayOf(start: number, offset: number): string {
  const d = new Date(start + offset * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function flight(
  pnr: string,
  n: number,
  from: string,
  to: string,
  day: string,
  dep: string,
  arrDay: string,
  arr: string,
  cancelled: boolean,
) {
  return {
    type: "flight",
    status: cancelled ? "Cancelled" : "Confirmed",
    confirmationNumbers: [{ number: pnr, isPrimary: true }],
    travelers: [
      {
        name: "Jordan Avery",
        ticketNumbers: [{ number: `016${String(n).padStart(10, "0")}`, masked: false }],
      },
    ],
    segments: [
      {
        departure: { airportCode: from, localDateTime: `${day}T${dep}:00` },
        arrival: { airportCode: to, localDateTime: `${arrDay}T${arr}:00` },
        marketingCarrier: {
          airline: { name: "Heldout Air", iata: "HX" },
          flightNumber: String(100 + (n % 900)),
        },
        cabin: "Economy",
        seats: [`${10 + (n % 30)}C`],
      },
    ],
  };
}

/** `n` itineraries spread over the years around `start` (epoch ms), one trip per ~3 rows. */
export function generateItineraries(n: number, start = Date.UTC(2024, 0, 1)): BenchRow[] {
  const rows: BenchRow[] = [];
  for (let t = 0; rows.length < n; t++) {
    const home = "BOS";
    const dest = AIRPORTS[1 + (t % (AIRPORTS.length - 1))]!;
    const [city, zone, lat, lng] = CITIES[dest]!;
    const out = t * 4; // a trip every 4 days
    const nights = 1 + (t % 3);
    const cancelled = t % 20 === 7;
    const pnr = `P${t.toString(36).toUpperCase().padStart(5, "0")}`;
    const outbound = flight(
      pnr,
      t * 2,
      home,
      dest,
      dayOf(start, out),
      "08:15",
      dayOf(start, out),
      "19:40",
      false,
    );
    rows.push({ source: "loyalty", data: outbound });
    if (t % 10 === 3) rows.push({ source: "email", data: { ...outbound, notes: "Forwarded confirmation" } });
    rows.push({
      source: "loyalty",
      data: {
        type: "hotelReservation",
        hotelName: `Heldout ${city}`,
        address: { city, timezoneId: zone, lat, lng, countryCode: "XX" },
        checkInDate: dayOf(start, out),
        checkOutDate: dayOf(start, out + nights),
        confirmationNumbers: [{ number: `H${t}` }],
        guests: [{ name: "Jordan Avery" }],
      },
    });
    rows.push({
      source: "loyalty",
      data: flight(
        pnr,
        t * 2 + 1,
        dest,
        home,
        dayOf(start, out + nights),
        "11:05",
        dayOf(start, out + nights),
        "18:30",
        cancelled,
      ),
    });
  }
  return rows.slice(0, n);
}
