import { describe, expect, it } from "vitest";
import { delayAfter, MAX_DELAY_SECONDS, secondsToWait, waitInWords } from "./throttle-delay";

describe("sign-in delays", () => {
  it("costs nothing for a few typos, then doubles, up to a cap (never a hard lock)", () => {
    expect([0, 1, 2].map(delayAfter)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map(delayAfter)).toEqual([2, 4, 8, 16]);
    expect(delayAfter(40)).toBe(MAX_DELAY_SECONDS);
  });
  it("counts the wait from the last failure", () => {
    const last = new Date("2026-01-01T00:00:00Z");
    expect(secondsToWait(5, last, new Date("2026-01-01T00:00:03Z"))).toBe(5);
    expect(secondsToWait(5, last, new Date("2026-01-01T00:00:09Z"))).toBe(0);
    expect(secondsToWait(0, null, new Date())).toBe(0);
  });
  it("says the wait in words", () => {
    expect(waitInWords(1)).toBe("1 second");
    expect(waitInWords(16)).toBe("16 seconds");
    expect(waitInWords(900)).toBe("15 minutes");
  });
});
