// Spec 3 parse results for tests and the bench: every itinerary type with the fields the spec
// names (travelers with per-person seats and tickets, segments, codeshare, aircraft, addresses with
// zones, pricing, phones, confirmation numbers), a statement, and the envelope around them.
const addr = (text: string, city: string, countryCode: string, timezoneId: string, timezone: number) => ({
  text,
  city,
  countryCode,
  timezoneId,
  timezone,
});

export const flightItinerary = (pnr = "K7XQ2M", extra: Record<string, unknown> = {}) => ({
  type: "flight",
  confirmationNumbers: [{ number: pnr, isPrimary: true, description: "Booking reference" }],
  travelers: [
    {
      name: "DOE/JOHN MR",
      full: true,
      ticketNumbers: [{ number: "0167212345678", masked: false }],
      seats: [
        { seatNumber: "12A", segmentNumber: 0 },
        { seatNumber: "3C", segmentNumber: 1 },
      ],
      accountNumbers: [{ number: "****5678", masked: true }],
    },
    { name: "DOE/JANE MS", full: true, seats: [{ seatNumber: "12B", segmentNumber: 0 }] },
  ],
  issuingCarrier: {
    airline: { name: "United Airlines", iata: "UA" },
    confirmationNumber: pnr,
    ticketNumbers: [{ number: "0167212345678", masked: false }],
  },
  segments: [
    {
      departure: {
        airportCode: "SFO",
        name: "San Francisco International",
        terminal: "3",
        localDateTime: "2030-03-14T08:05:00",
        address: addr("San Francisco, CA", "San Francisco", "US", "America/Los_Angeles", -25200),
      },
      arrival: {
        airportCode: "DEN",
        name: "Denver International",
        localDateTime: "2030-03-14T11:40:00",
        address: addr("Denver, CO", "Denver", "US", "America/Denver", -21600),
      },
      marketingCarrier: { airline: { name: "United Airlines", iata: "UA" }, flightNumber: "1532" },
      aircraft: { iataCode: "739", name: "Boeing 737-900", jet: true },
      cabin: "Economy",
      bookingCode: "K",
      duration: "2h 35m",
      stops: 0,
      seats: ["12A", "12B"],
    },
    {
      departure: {
        airportCode: "DEN",
        name: "Denver International",
        localDateTime: "2030-03-14T13:10:00",
        address: addr("Denver, CO", "Denver", "US", "America/Denver", -21600),
      },
      arrival: {
        airportCode: "YYZ",
        name: "Toronto Pearson",
        localDateTime: "2030-03-14T18:25:00",
        address: addr("Toronto, ON", "Toronto", "CA", "America/Toronto", -14400),
      },
      marketingCarrier: {
        airline: { name: "United Airlines", iata: "UA" },
        flightNumber: "8061",
        isCodeshare: true,
      },
      operatingCarrier: {
        airline: { name: "Air Canada", iata: "AC" },
        flightNumber: "1042",
        confirmationNumber: "AC7Y2K",
      },
      flightDataMethodUsed: "flightDataScheduleByFlight",
      cabin: "Business",
    },
  ],
  pricingInfo: { total: 642.3, cost: 540, currencyCode: "USD", fees: [{ name: "Taxes", charge: 102.3 }] },
  phoneNumbers: [{ number: "+1 800 864 8331", description: "Reservations" }],
  status: "confirmed",
  ...extra,
});

export const hotelItinerary = (conf = "83921-HX") => ({
  type: "hotelReservation",
  confirmationNumbers: [{ number: conf, isPrimary: true }],
  hotelName: "Fairmont Royal York",
  chainName: "Fairmont",
  address: addr("100 Front St W, Toronto, ON M5J 1E3", "Toronto", "CA", "America/Toronto", -14400),
  checkInDate: "2030-03-14T15:00:00",
  checkOutDate: "2030-03-17T11:00:00",
  phone: "+1 416 368 2511",
  guests: [{ name: "John Doe" }],
  guestCount: 2,
  kidsCount: 0,
  roomsCount: 1,
  rooms: [{ type: "Fairmont Room", description: "1 King", rate: "289.00 CAD", rateType: "Flexible" }],
  cancellationDeadline: "2030-03-13T18:00:00",
  isNonRefundable: false,
  pricingInfo: { total: 980.1, currencyCode: "CAD" },
});

export const carItinerary = () => ({
  type: "carRental",
  confirmationNumbers: [{ number: "H4477120" }],
  rentalCompany: "Hertz",
  pickup: {
    address: addr("Toronto Pearson Airport, Terminal 1", "Toronto", "CA", "America/Toronto", -14400),
    localDateTime: "2030-03-17T12:00:00",
    openingHours: "24 hours",
    phone: "+1 416 674 2020",
  },
  dropoff: {
    address: addr("Montréal–Trudeau Airport", "Montreal", "CA", "America/Toronto", -14400),
    localDateTime: "2030-03-19T10:00:00",
  },
  car: { type: "Intermediate SUV", model: "Toyota RAV4 or similar" },
  driver: { name: "John Doe" },
  discounts: [{ name: "CDP", code: "1234567" }],
});

export const trainItinerary = () => ({
  type: "train",
  confirmationNumbers: [{ number: "VIA5521" }],
  travelers: [{ name: "Jane Smith" }],
  segments: [
    {
      scheduleNumber: "61",
      serviceName: "Corridor",
      trainInfo: { type: "LRC" },
      car: "4",
      seats: ["4C"],
      cabin: "Business",
      departure: {
        stationCode: "MTRL",
        name: "Montréal Central",
        localDateTime: "2030-03-19T15:00:00",
        address: addr("895 Rue De la Gauchetière O, Montréal", "Montreal", "CA", "America/Toronto", -14400),
      },
      arrival: {
        stationCode: "OTTW",
        name: "Ottawa",
        localDateTime: "2030-03-19T16:56:00",
        address: addr("200 Tremblay Rd, Ottawa", "Ottawa", "CA", "America/Toronto", -14400),
      },
    },
  ],
  ticketNumbers: [{ number: "3-5521-88", masked: false }],
});

export const busItinerary = () => ({
  type: "bus",
  confirmationNumbers: [{ number: "FB-99120" }],
  travelers: [{ name: "John Doe" }],
  segments: [
    {
      scheduleNumber: "N 2301",
      busInfo: { type: "Coach", model: "MAN Lion's Coach" },
      seats: ["7"],
      departure: {
        name: "Berlin ZOB",
        localDateTime: "2030-06-02T07:30:00",
        address: addr("Masurenallee 4-6, Berlin", "Berlin", "DE", "Europe/Berlin", 7200),
      },
      arrival: {
        name: "Hamburg ZOB",
        localDateTime: "2030-06-02T10:45:00",
        address: addr("Adenauerallee 78, Hamburg", "Hamburg", "DE", "Europe/Berlin", 7200),
      },
    },
  ],
});

export const parseResult = (requestId: string, extra: Record<string, unknown> = {}) => ({
  apiVersion: 2,
  requestId,
  status: "success",
  providerCode: "united",
  fromProvider: true,
  parsingMethod: "auto",
  metadata: {
    from: { name: "United Airlines", email: "receipts@united.example" },
    to: [{ email: "john@example.org" }],
    subject: "Your trip confirmation",
    receivedDateTime: "2026-11-20T10:00:00Z",
  },
  itineraries: [flightItinerary()],
  flightDataMethodsUsed: [{ name: "flightDataScheduleByFlight", count: 1 }],
  ...extra,
});
