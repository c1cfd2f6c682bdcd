// The address reader the page and browser use (no zod) and GET /api/credentials's schema hold the
// same rules: every case reads the same through both.
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGINS_VIEW, loginsViewFromParams, withLoginsView } from "./logins-view";
import { loginsViewSchema } from "./logins-view-schema";

const cases: Record<string, string>[] = [
  {},
  { loginsFor: "flights", logins: "2" },
  { loginsFor: "other" },
  { loginsFor: "Flights" },
  { loginsFor: "<x>" },
  { logins: "0" },
  { logins: "41" },
  { logins: "40" },
  { logins: "1.5" },
  { logins: "" },
];

describe("stored logins view from the address", () => {
  for (const params of cases) {
    it(`reads ${JSON.stringify(params)} as the route's schema does`, () => {
      const viaSchema = { ...DEFAULT_LOGINS_VIEW };
      for (const [key, value] of Object.entries(params)) {
        const one = loginsViewSchema.safeParse({ [key]: value });
        if (one.success) Object.assign(viaSchema, { [key]: one.data[key as keyof typeof one.data] });
      }
      expect(loginsViewFromParams(params)).toEqual(viaSchema);
    });
  }

  it("sets its own parts and keeps the accounts list's", () => {
    expect(withLoginsView("?order=value&logins=3", { loginsFor: "hotels", logins: 2 })).toBe(
      "?order=value&logins=2&loginsFor=hotels",
    );
    expect(withLoginsView("?order=value&logins=3&loginsFor=hotels", DEFAULT_LOGINS_VIEW)).toBe(
      "?order=value",
    );
    expect(withLoginsView("", DEFAULT_LOGINS_VIEW)).toBe("");
  });
});
