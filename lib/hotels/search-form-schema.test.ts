// The hotel search body (issue 12 item 8): real dates only, not in the past, inside the booking
// window, one message by the field — the same as the browser form's check.
import { describe, expect, it } from "vitest";
import { checkHotelForm } from "@/lib/hotels/hotel-form-rules";
import { hotelSearchFormSchema } from "@/lib/hotels/search-form-schema";
import { addDays } from "@/lib/validation/travel-date";

const today = new Date().toISOString().slice(0, 10);
const good = {
  programs: ["marriott"],
  destination: "Kyoto, Japan",
  checkIn: addDays(today, 30),
  checkOut: addDays(today, 33),
  rooms: 1,
  adults: 2,
  kids: 0,
};

function messages(input: object): Record<string, string> {
  const r = hotelSearchFormSchema.safeParse({ ...good, ...input });
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join(".")] ??= i.message;
  return out;
}

describe("hotel search form", () => {
  it("accepts a good search", () => {
    expect(hotelSearchFormSchema.parse(good)).toMatchObject({
      priority: 9,
      rooms: 1,
      destination: "Kyoto, Japan",
      flexDays: 0,
    });
  });

  it.each([
    [{ checkIn: "2027-13-45" }, { checkIn: "2027-13-45 is not a real date" }],
    [{ checkIn: "2027-02-30" }, { checkIn: "2027-02-30 is not a real date" }],
    [{ checkOut: "2027-02-30" }, { checkOut: "2027-02-30 is not a real date" }],
    [{ checkIn: "2020-01-01", checkOut: "2020-01-03" }, { checkIn: "Check-in is in the past" }],
    [
      { checkIn: addDays(today, 5), checkOut: addDays(today, 5) },
      { checkOut: "Check-out must be after check-in" },
    ],
    [{ rooms: 3 }, { rooms: "Rooms must be 1 or 2" }],
    // Issue 38 item 7: flexible check-in, one request per day × program, at most 21.
    [{ flexDays: 4 }, { flexDays: "Flexible dates are exact or ±1, ±2 or ±3 days" }],
    [{ flexDays: 1.5 }, { flexDays: "Flexible dates are exact or ±1, ±2 or ±3 days" }],
    [{ flexDays: 3, programs: ["marriott", "hyatt", "hhonors"] }, {}],
    [
      { flexDays: 3, programs: ["marriott", "hyatt", "hhonors", "ichotelsgroup"] },
      {
        flexDays:
          "This search would send 28 requests (7 check-in days × 4 programs); one search sends at most 21. Pick fewer programs or fewer flexible days.",
      },
    ],
    // Today (UTC) ±3: the days already past everywhere are not asked, so 5 days × 4 programs = 20 may go.
    [
      {
        flexDays: 3,
        programs: ["marriott", "hyatt", "hhonors", "ichotelsgroup"],
        checkIn: today,
        checkOut: addDays(today, 2),
      },
      {},
    ],
  ])("refuses %o", (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it("refuses a stay far beyond the booking window", () => {
    expect(messages({ checkIn: "2099-12-31", checkOut: "2100-01-02" })).toEqual({
      checkIn: expect.stringMatching(
        /^Check-in is too far ahead: award seats and nights open at most 355 days out/,
      ),
    });
  });

  it("says the same as the browser form's check", () => {
    const bad = { ...good, checkIn: "2027-02-30", kids: "9", destination: " " };
    expect(messages(bad)).toEqual(checkHotelForm(bad));
  });
});
