import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("points every service at the simulator by default", () => {
    const e = parseEnv({});
    expect(e.FLIGHTS_API_URL).toBe("http://127.0.0.1:4010/flights");
    expect(e.LOYALTY_API_AUTH).toBe("milepost:loyalty-local-key");
    expect(e.EMAIL_CALLBACK_USER).toBe("email-callback");
    expect(e.APP_URL).toBe("http://127.0.0.1:3000");
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ HOTELS_API_URL: "not a url" })).toThrow(/HOTELS_API_URL/);
    expect(() => parseEnv({ SECRETS_ENCRYPTION_KEY: "c2hvcnQ=" })).toThrow(/SECRETS_ENCRYPTION_KEY/);
    expect(() => parseEnv({ EMAIL_REGION: "mars" })).toThrow(/EMAIL_REGION/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ APP_URL: "" }).APP_URL).toBe("http://127.0.0.1:3000");
  });
});
