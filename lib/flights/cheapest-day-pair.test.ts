// The cheapest pair of days across a round trip's two calendars (issue 38 item 5).
import { describe, expect, it } from "vitest";
import { cheapestDayPair } from "@/lib/flights/cheapest-day-pair";

const d = (date: string, miles: number) => ({ date: `2027-03-${date}`, miles });

describe("cheapestDayPair", () => {
  it.each([
    {
      name: "each side's cheapest day when the return follows",
      out: [d("01", 30_000), d("02", 20_000)],
      back: [d("08", 25_000), d("09", 15_000)],
      want: { out: "2027-03-02", back: "2027-03-09", miles: 35_000 },
    },
    {
      name: "a cheap return before the outbound does not count",
      out: [d("05", 20_000)],
      back: [d("03", 5_000), d("06", 30_000)],
      want: { out: "2027-03-05", back: "2027-03-06", miles: 50_000 },
    },
    {
      name: "the earliest outbound may pair with an early return",
      out: [d("05", 20_000), d("01", 40_000)],
      back: [d("03", 5_000), d("06", 30_000)],
      want: { out: "2027-03-01", back: "2027-03-03", miles: 45_000 },
    },
    {
      name: "the same day both ways is allowed",
      out: [d("04", 10_000)],
      back: [d("04", 10_000)],
      want: { out: "2027-03-04", back: "2027-03-04", miles: 20_000 },
    },
    {
      name: "the cheapest price of a day across programs and cabins",
      out: [d("01", 50_000), d("01", 30_000)],
      back: [d("02", 10_000)],
      want: { out: "2027-03-01", back: "2027-03-02", miles: 40_000 },
    },
    { name: "no return after any outbound", out: [d("09", 10_000)], back: [d("02", 10_000)], want: null },
    { name: "an empty side", out: [], back: [d("02", 10_000)], want: null },
  ])("$name", ({ out, back, want }) => {
    expect(cheapestDayPair(out, back)).toEqual(want);
  });
});
