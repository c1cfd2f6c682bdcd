import { describe, expect, it } from "vitest";
import { emailStateWords, missingFieldWords, rejectMethodWords } from "./words";

describe("missingFieldWords", () => {
  it.each([
    ["checkInDate", "check-in date"],
    ["hotelName", "hotel name"],
    ["segments[0].departure.localDateTime", "departure date and time (segment 1)"],
    ["segments[1].marketingCarrier.flightNumber", "airline flight number (segment 2)"],
    ["pickup.address", "pick-up address"],
    ["someOtherField", "some other field"],
  ])("%s → %s", (field, words) => expect(missingFieldWords(field)).toBe(words));
});

describe("emailStateWords", () => {
  it("counts requests done for progress, review explained", () => {
    expect(
      emailStateWords({ status: "sent", error: null }, [{ status: "success" }, { status: "review" }]),
    ).toMatchObject({ done: 1, total: 2, label: expect.stringMatching(/person/) });
    expect(emailStateWords({ status: "sent", error: null }, [{ status: "invalid" }])).toMatchObject({
      label: "Nothing found",
      done: 1,
      total: 1,
    });
  });
  it.each([
    // [status, the tracker's send phase, label, tone]
    ["submitted", "unsent", "Sending to the email service…", "info"],
    ["submitted", null, "Sending to the email service…", "info"],
    ["submitted", "send-retry", "Waiting to be sent (the email service is not answering)", "warn"],
    ["rejected", "send-failed", "Not parsed", "bad"],
    ["held", null, "From a sender you have not approved", "warn"],
  ])("an email %s, its send %s: %s", (status, sendPhase, label, tone) =>
    expect(emailStateWords({ status, error: null, sendPhase }, [])).toMatchObject({ label, tone }),
  );
  it("says what a reject method means", () => {
    expect(rejectMethodWords("incomplete")).toMatch(/required details are missing/);
  });
});
