import { describe, expect, it } from "vitest";
import { readableSearchName } from "./search-name";

const spaces = (s: string) => s.replace(/\s/g, " ");

describe("readableSearchName", () => {
  it("reads an older name's ISO days as today's names are written", () => {
    expect(readableSearchName("SFO → NRT · 2027-02-06 · Alaska, United")).toBe(
      "SFO → NRT · Sat, Feb 6, 2027 · Alaska, United",
    );
    expect(
      spaces(
        readableSearchName("Lisbon, Portugal · 2026-12-24 → 2026-12-27 · 1 room, 2 adults per room · Hyatt"),
      ),
    ).toBe("Lisbon, Portugal · Dec 24 – 27, 2026 · 1 room, 2 adults per room · Hyatt");
  });
  it("leaves a name already written with dates, and other text, as it is", () => {
    const today = "SFO → NRT · Sat, Feb 6, 2027 · United";
    expect(readableSearchName(today)).toBe(today);
    expect(readableSearchName("JFK → LHR")).toBe("JFK → LHR");
    expect(readableSearchName("Hotel 2026-13-45 · x")).toBe("Hotel 2026-13-45 · x");
  });
});
