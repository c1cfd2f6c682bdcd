import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("simulator config", () => {
  it("uses the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 4010,
      host: "127.0.0.1",
      timeScale: 1,
      callbackDomains: ["127.0.0.1", "localhost"],
    });
    expect(c.services.flights).toEqual({
      apiAuth: "milepost:flights-local-key",
      callbackUser: "flights-callback",
      callbackPassword: "flights-callback-local-secret",
    });
    expect(Object.keys(c.services)).toEqual(["flights", "hotels", "cards", "loyalty", "business", "email"]);
  });

  it("reads overrides from the environment", () => {
    const c = loadConfig({
      SIM_PORT: "4099",
      SIM_TIME_SCALE: "0.01",
      SIM_CALLBACK_DOMAINS: " app.local , *.example.com ",
      EMAIL_API_AUTH: "u:p",
      EMAIL_CALLBACK_PASSWORD: "s3cret",
    });
    expect(c.port).toBe(4099);
    expect(c.timeScale).toBe(0.01);
    expect(c.callbackDomains).toEqual(["app.local", "*.example.com"]);
    expect(c.services.email).toMatchObject({
      apiAuth: "u:p",
      callbackUser: "email-callback",
      callbackPassword: "s3cret",
    });
  });

  it("fails with a message naming the variable", () => {
    expect(() => loadConfig({ SIM_TIME_SCALE: "fast" })).toThrow(/SIM_TIME_SCALE/);
  });
});
