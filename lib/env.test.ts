import { describe, expect, it } from "vitest";
import { parseEnv, publicSimulatorKey, simulatedService } from "./env";

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

describe("simulator hints", () => {
  it("names the simulator's public key only when the service is the local simulator with that key", () => {
    expect(publicSimulatorKey("business", parseEnv({}))).toBe("milepost:business-local-key");
    const launched = { SIM_PORT: "4390", BUSINESS_API_URL: "http://127.0.0.1:4390/business" };
    expect(publicSimulatorKey("business", parseEnv(launched))).toBe("milepost:business-local-key");
    // A real service, the simulator switched off, or the simulator given a key of the operator's own.
    expect(simulatedService("business", parseEnv({ BUSINESS_API_URL: "https://api.example.com/business" }))).toBe(false);
    expect(publicSimulatorKey("business", parseEnv({ BUSINESS_API_URL: "https://api.example.com/business" }))).toBeNull();
    expect(publicSimulatorKey("business", parseEnv({ SIMULATOR: "off" }))).toBeNull();
    expect(publicSimulatorKey("business", parseEnv({ BUSINESS_API_AUTH: "an-operator-secret" }))).toBeNull();
    // Another port than the simulator's is not the simulator.
    expect(simulatedService("email", parseEnv({ SIM_PORT: "4390" }))).toBe(false);
    expect(simulatedService("email", parseEnv({ SIM_PORT: "4390", EMAIL_API_URL: "http://127.0.0.1:4390/email" }))).toBe(true);
  });
});
