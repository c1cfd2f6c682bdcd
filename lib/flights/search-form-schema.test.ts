// Bad input the issue lists is refused with a clear message before anything is sent: the form schema
// (browser and server) and the catalog checks (server) — spec 1 A2 and Limits.
import { describe, expect, it } from "vitest";
import { getAirport } from "@/lib/airports/find-airports";
import { checkFlightForm } from "@/lib/flights/flight-form-rules";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { validateSearchPrograms } from "@/lib/flights/validate-search-programs";
import { HttpError } from "@/lib/http/errors";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const good = {
  programs: ["united"],
  from: "JFK",
  to: "LHR",
  date: inDays(30),
  cabins: ["business"],
  adults: 1,
  currency: "USD",
};

function messages(input: object): Record<string, string> {
  const r = flightSearchFormSchema.safeParse({ ...good, ...input });
  const out: Record<string, string> = {};
  // The first message per field, as the form shows it (components/award-search/check-search-form.ts).
  if (!r.success) for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("flight search form", () => {
  it("accepts a good search and sends priority 9 unless told otherwise", () => {
    expect(flightSearchFormSchema.parse(good)).toMatchObject({ priority: 9, calendar: false, from: "JFK" });
  });

  it.each([0, 10, 4.5, "9"])("refuses priority %s (spec 1 Limits: 1–9)", (priority) => {
    expect(messages({ priority })).toEqual({ priority: "Priority must be a whole number from 1 to 9" });
  });

  it("refuses a bad airport code, the same airport twice, a past date and no adults", () => {
    expect(messages({ from: "QQQ" })).toEqual({ from: "We do not know this airport code" });
    expect(messages({ from: "JF" })).toEqual({ from: "Enter a 3-letter airport code, e.g. JFK" });
    expect(messages({ to: "jfk" })).toEqual({ to: "From and To must differ" });
    expect(messages({ date: "2020-01-01" })).toEqual({ date: "The date is in the past" });
    expect(messages({ adults: 0 })).toEqual({ adults: "At least 1 adult" });
    expect(messages({ cabins: [] })).toEqual({ cabins: "Pick at least one cabin" });
    expect(messages({ currency: "XXX" })).toEqual({ currency: "Pick a currency from the list" });
  });

  // Issue 12 item 8: these used to be accepted with a 200.
  it.each([
    ["2027-13-45", "2027-13-45 is not a real date"],
    ["2027-02-30", "2027-02-30 is not a real date"],
    [
      "2099-12-31",
      expect.stringMatching(/^The date is too far ahead: award seats and nights open at most 355 days out/),
    ],
  ])("refuses %s with one message by the date", (date, message) => {
    expect(messages({ date })).toEqual({ date: message });
  });

  it("says the same as the browser form's check (one set of rules)", () => {
    const bad = { ...good, from: "jfk", to: "JFK", date: "2027-02-30", adults: "0" };
    expect(messages(bad)).toEqual(checkFlightForm(bad, getAirport));
  });
});

// Issue 38: round trips, multi-city, flexible days, several airports and the fan-out limit.
describe("trips, airports and the request count", () => {
  const round = { trip: "roundTrip", date: inDays(30), returnDate: inDays(37) };
  it.each([
    { name: "a round trip ±1", input: { ...round, flex: 1, returnFlex: 1 }, want: {} },
    { name: "a metropolitan code and a list of airports", input: { from: "NYC", to: "LHR, LGW" }, want: {} },
    {
      name: "a return before the departure",
      input: { ...round, returnDate: inDays(29) },
      want: { returnDate: "The return date is before the departure date" },
    },
    {
      name: "a round trip without its return date",
      input: { trip: "roundTrip" },
      want: { returnDate: "Pick a date" },
    },
    {
      name: "an unknown airport among several",
      input: { from: "JFK, QQQ, QQX" },
      want: { from: "We do not know QQQ, QQX" },
    },
    {
      name: "the same airports at both ends",
      input: { from: "JFK, EWR", to: "EWR,JFK" },
      want: { to: "From and To must differ" },
    },
    {
      name: "flexible days that are not offered",
      input: { flex: 5 },
      want: { flex: "Pick exact dates or ±1, ±2 or ±3 days" },
    },
    {
      name: "multi-city with one leg",
      input: { trip: "multiCity", nextLegs: [] },
      want: { nextLegs: "Add a second leg, or search one way" },
    },
    {
      name: "a multi-city leg before the one before it",
      input: { trip: "multiCity", nextLegs: [{ from: "LHR", to: "CDG", date: inDays(20) }] },
      want: { "nextLegs.0.date": "This leg leaves before the one before it" },
    },
    {
      name: "seven legs",
      input: {
        trip: "multiCity",
        nextLegs: Array.from({ length: 6 }, () => ({ from: "LHR", to: "CDG", date: inDays(40) })),
      },
      want: { nextLegs: "At most 6 legs" },
    },
    {
      name: "more requests than one search may send (2 legs × 7 days × 5 programs = 70)",
      input: {
        ...round,
        flex: 3,
        returnFlex: 3,
        programs: ["united", "alaska", "aeroplan", "delta", "krisflyer"],
      },
      want: {
        requests:
          "This search would send 70 requests; one search may send at most 60. Pick fewer programs, airports or flexible days.",
      },
    },
  ])("$name", ({ input, want }) => {
    expect(messages(input)).toEqual(want);
  });
});

const provider = (code: string, extra: Partial<FlightProvider> = {}): FlightProvider => ({
  code,
  displayName: `${code} program`,
  shortName: code,
  authMode: "none",
  accountBenefit: [],
  knownChallengeTypes: [],
  login: { code: "Login", title: "Number", required: true },
  password: { code: "Password", title: "Password", required: true },
  ...extra,
});

const catalog = new Map(
  [
    provider("united", { priceCalendar: { cabins: ["economy"] } }),
    provider("alaska"),
    provider("krisflyer", { authMode: "consumer" }),
  ].map((p) => [p.code, p]),
);

function fieldsOf(input: object, linked: string[] = []): Record<string, string> {
  try {
    validateSearchPrograms(flightSearchFormSchema.parse({ ...good, ...input }), catalog, new Set(linked));
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).fields ?? {};
  }
}

describe("catalog checks", () => {
  it("refuses an unknown provider", () => {
    expect(fieldsOf({ programs: ["united", "nosuch"] })).toEqual({ programs: "Unknown program: nosuch" });
  });

  it("refuses a calendar when no selected program has one, and allows it when one does", () => {
    expect(fieldsOf({ programs: ["alaska"], calendar: true })).toEqual({
      calendar: "None of the selected programs has a price calendar",
    });
    expect(fieldsOf({ programs: ["alaska", "united"], calendar: true })).toEqual({});
  });

  it("refuses a consumer program without the user's own credentials, unless an account is linked", () => {
    expect(fieldsOf({ programs: ["krisflyer"] })).toEqual({
      "credentials.krisflyer": "krisflyer needs your own login and password to search",
    });
    expect(fieldsOf({ programs: ["krisflyer"] }, ["krisflyer"])).toEqual({});
    expect(
      fieldsOf({ programs: ["krisflyer"], credentials: { krisflyer: { login: "1", password: "p" } } }),
    ).toEqual({});
  });
});
