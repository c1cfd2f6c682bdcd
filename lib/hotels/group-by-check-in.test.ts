// Grouping a flexible hotel search by check-in day, cheapest night per hotel (issue 38 item 7).
import { describe, expect, it } from "vitest";
import { cheapestDays, type DatedHotel, groupByCheckIn, hotelKey } from "@/lib/hotels/group-by-check-in";

let n = 0;
const hotel = (
  date: string,
  name: string,
  pointsPerNight: number,
  more: Partial<DatedHotel> = {},
): DatedHotel => ({
  id: `r${n++}`,
  date,
  providerCode: "hyatt",
  name,
  address: `${name} street 1, Kyoto`,
  pointsPerNight,
  cashPerNightMinor: 30_000,
  ...more,
});
/** Each group as "date: name points, …" for readable tables. */
const shape = (groups: ReturnType<typeof groupByCheckIn>) =>
  groups.map(
    (g) => `${g.date}: ${g.hotels.map((h) => `${h.providerCode}/${h.name} ${h.pointsPerNight}`).join(", ")}`,
  );

describe("groupByCheckIn", () => {
  const [d1, d2, d3] = ["2026-12-13", "2026-12-14", "2026-12-15"];
  it.each<[string, string[], DatedHotel[], string[]]>([
    [
      "no results yet: every day asked still has its group",
      [d2, d1, d3],
      [],
      [`${d1}: `, `${d2}: `, `${d3}: `],
    ],
    [
      "by day, fewest points first",
      [d1, d2],
      [
        hotel(d2, "Park", 25_000),
        hotel(d1, "Park", 21_000),
        hotel(d1, "Andaz", 30_000),
        hotel(d1, "Centric", 12_000),
      ],
      [`${d1}: hyatt/Centric 12000, hyatt/Park 21000, hyatt/Andaz 30000`, `${d2}: hyatt/Park 25000`],
    ],
    [
      "a hotel delivered twice on a day keeps its cheapest night",
      [d1],
      [
        hotel(d1, "Park", 25_000),
        hotel(d1, "park ", 21_000, { address: "PARK street 1, Kyoto" }),
        hotel(d1, "Park", 23_000),
      ],
      [`${d1}: hyatt/park  21000`],
    ],
    [
      "the same name in two programs is two hotels",
      [d1],
      [hotel(d1, "Kyoto Grand", 40_000, { providerCode: "hhonors" }), hotel(d1, "Kyoto Grand", 20_000)],
      [`${d1}: hyatt/Kyoto Grand 20000, hhonors/Kyoto Grand 40000`],
    ],
    [
      "equal points: less cash first, no cash last",
      [d1],
      [
        hotel(d1, "B", 10_000, { cashPerNightMinor: null }),
        hotel(d1, "C", 10_000, { cashPerNightMinor: 50_000 }),
        hotel(d1, "A", 10_000, { cashPerNightMinor: 20_000 }),
      ],
      [`${d1}: hyatt/A 10000, hyatt/C 10000, hyatt/B 10000`],
    ],
    [
      "a day nobody asked for still shows",
      [d1],
      [hotel(d3, "Park", 9_000)],
      [`${d1}: `, `${d3}: hyatt/Park 9000`],
    ],
  ])("%s", (_name, dates, hotels, expected) => {
    expect(shape(groupByCheckIn(dates, hotels))).toEqual(expected);
  });
});

describe("cheapestDays", () => {
  const [d1, d2, d3] = ["2026-12-13", "2026-12-14", "2026-12-15"];
  const park = hotel(d1, "Park", 0);
  it.each<[string, DatedHotel[], Record<string, string[]>]>([
    ["one day only: nothing to mark", [hotel(d1, "Park", 20_000)], {}],
    ["the same price every day: nothing to mark", [hotel(d1, "Park", 20_000), hotel(d2, "Park", 20_000)], {}],
    [
      "the cheaper day",
      [hotel(d1, "Park", 25_000), hotel(d2, "Park", 20_000), hotel(d3, "Park", 30_000)],
      { [hotelKey(park)]: [d2] },
    ],
    [
      "tied cheapest days are both marked",
      [hotel(d1, "Park", 20_000), hotel(d2, "Park", 25_000), hotel(d3, "Park", 20_000)],
      { [hotelKey(park)]: [d1, d3] },
    ],
    [
      "each hotel on its own",
      [
        hotel(d1, "Park", 20_000),
        hotel(d2, "Park", 25_000),
        hotel(d1, "Andaz", 30_000),
        hotel(d2, "Andaz", 28_000),
      ],
      { [hotelKey(park)]: [d1], [hotelKey(hotel(d1, "Andaz", 0))]: [d2] },
    ],
  ])("%s", (_name, hotels, expected) => {
    const marked = cheapestDays(groupByCheckIn([d1, d2, d3], hotels));
    expect(Object.fromEntries([...marked].map(([k, days]) => [k, [...days].sort()]))).toEqual(expected);
  });
});
