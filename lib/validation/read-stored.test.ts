// A JSON column is read through its schema: what matches comes back typed, what an older version
// stored differently is an error naming the column and row, never passed on as the wrong type.
import { describe, expect, it } from "vitest";
import { readParts } from "@/lib/award-search/merge-parts";
import { roomsSchema } from "@/lib/hotels/hotel-rooms";
import { storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { readStored, StoredDataError } from "@/lib/validation/read-stored";

describe("readStored", () => {
  it("returns what matches", () => {
    expect(readParts({ singleDate: { state: 1, message: "ok" } })).toEqual({
      singleDate: { state: 1, message: "ok" },
    });
    expect(readStored(roomsSchema, [], "rooms of hotel 1")).toEqual([]);
  });

  it("refuses an older shape with the column, row and field", () => {
    // Before issue 11 parts could hold a state as text; a search stored without calendarPrograms.
    expect(() =>
      readParts({ singleDate: { state: "1", message: "ok" } }, "AwardRequest.parts of a1"),
    ).toThrow(
      new StoredDataError(
        "AwardRequest.parts of a1",
        "singleDate.state: Invalid input: expected number, received string",
      ),
    );
    const old = {
      programs: ["united"],
      from: "JFK",
      to: "LHR",
      date: "2026-03-01",
      cabins: ["economy"],
      adults: 1,
      currency: "USD",
      calendar: false,
      accountPrograms: [],
    };
    expect(() => readStored(storedFlightParamsSchema, old, "AwardSearch.params of s1")).toThrow(
      /AwardSearch\.params of s1.*calendarPrograms/,
    );
  });
});
