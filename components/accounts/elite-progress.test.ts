// Elite progress: earned and needed in one unit, named with the program's own caption.
import { describe, expect, it } from "vitest";
import { progressOf } from "./properties-panel";

const p = (kind: string, name: string, value: string) => ({
  code: name.replace(/\W/g, ""),
  kind,
  name,
  value,
});

describe("progressOf", () => {
  it("status points with points needed, named by the program's caption", () => {
    expect(
      progressOf([
        p("19", "PQP", "5,770"),
        p("10", "PQP to next status", "4,230"),
        p("11", "PQF needed for next status", "20"),
      ]),
    ).toEqual({ earned: 5770, needed: 4230, neededName: "PQP to next status" });
  });

  it("segments flown with flights needed when there are no status points", () => {
    expect(progressOf([p("8", "Segments flown this year", "10"), p("11", "Segments needed", "20")])).toEqual({
      earned: 10,
      needed: 20,
      neededName: "Segments needed",
    });
  });

  it("nothing earned to compare with: no progress", () => {
    expect(progressOf([p("11", "Nights needed for next status", "23")])).toBeNull();
  });
});
