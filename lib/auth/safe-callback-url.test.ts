import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "./safe-callback-url";

describe("safeCallbackPath", () => {
  it("keeps path and query of same-site URLs", () => {
    expect(safeCallbackPath("http://localhost:3000/flights?from=JFK")).toBe("/flights?from=JFK");
    expect(safeCallbackPath("/cards")).toBe("/cards");
  });
  it("never leaves the site", () => {
    expect(safeCallbackPath("https://evil.example/steal")).toBe("/steal");
    expect(safeCallbackPath("//evil.example")).toBe("/");
    expect(safeCallbackPath(undefined)).toBe("/dashboard");
  });
});
