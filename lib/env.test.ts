import { describe, expect, it } from "vitest";
import { parseEnv, publicSimulatorKey, SERVICE_NAMES, simulatedService } from "./env";

const OWN_CALLBACK_PASSWORDS = Object.fromEntries(
  SERVICE_NAMES.map((n) => [`${n.toUpperCase()}_CALLBACK_PASSWORD`, `${n}-operator-secret`]),
);

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

  it("takes an smtp:// or smtps:// relay for outgoing notices and names a bad one (issue 37)", () => {
    expect(parseEnv({ SMTP_OUT_URL: "smtp://user:p%40ss@mail.example.com:587" }).SMTP_OUT_URL).toBe(
      "smtp://user:p%40ss@mail.example.com:587",
    );
    expect(parseEnv({}).SMTP_OUT_URL).toBeUndefined();
    expect(() => parseEnv({ SMTP_OUT_URL: "http://mail.example.com" })).toThrow(/SMTP_OUT_URL/);
    expect(() => parseEnv({ MAIL_FROM: "Milepost" })).toThrow(/MAIL_FROM/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ APP_URL: "" }).APP_URL).toBe("http://127.0.0.1:3000");
  });
});

describe("default callback passwords (issue 34 item 4)", () => {
  it("are accepted with the local simulator, on any loopback port", () => {
    expect(parseEnv({}).LOYALTY_CALLBACK_PASSWORD).toBe("loyalty-callback-local-secret");
    expect(() =>
      parseEnv({ LOYALTY_API_URL: "http://127.0.0.1:45123/loyalty", SIM_PORT: "4390" }),
    ).not.toThrow();
  });
  it("are refused for a service elsewhere, naming the variable to set", () => {
    expect(() => parseEnv({ HOTELS_API_URL: "https://hotels.example.com/v1" })).toThrow(
      /HOTELS_CALLBACK_PASSWORD: is the public local default.*hotels\.example\.com.*set HOTELS_CALLBACK_PASSWORD/,
    );
    expect(() => parseEnv({ EMAIL_EU_API_URL: "https://eu.email.example.com" })).toThrow(
      /EMAIL_CALLBACK_PASSWORD/,
    );
    expect(() =>
      parseEnv({
        HOTELS_API_URL: "https://hotels.example.com/v1",
        HOTELS_CALLBACK_PASSWORD: "an-operator-callback-secret",
      }),
    ).not.toThrow();
  });
  it("are refused, all six named, when the simulator is off", () => {
    let message = "";
    try {
      parseEnv({ SIMULATOR: "off" });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const n of SERVICE_NAMES) expect(message).toContain(`${n.toUpperCase()}_CALLBACK_PASSWORD`);
    expect(() => parseEnv({ SIMULATOR: "off", ...OWN_CALLBACK_PASSWORDS })).not.toThrow();
  });
});

describe("simulator hints", () => {
  it("names the simulator's public key only when the service is the local simulator with that key", () => {
    expect(publicSimulatorKey("business", parseEnv({}))).toBe("milepost:business-local-key");
    const launched = { SIM_PORT: "4390", BUSINESS_API_URL: "http://127.0.0.1:4390/business" };
    expect(publicSimulatorKey("business", parseEnv(launched))).toBe("milepost:business-local-key");
    // A real service, the simulator switched off, or the simulator given a key of the operator's own.
    const real = {
      BUSINESS_API_URL: "https://api.example.com/business",
      BUSINESS_CALLBACK_PASSWORD: "an-operator-callback-secret",
    };
    expect(simulatedService("business", parseEnv(real))).toBe(false);
    expect(publicSimulatorKey("business", parseEnv(real))).toBeNull();
    expect(
      publicSimulatorKey("business", parseEnv({ SIMULATOR: "off", ...OWN_CALLBACK_PASSWORDS })),
    ).toBeNull();
    expect(publicSimulatorKey("business", parseEnv({ BUSINESS_API_AUTH: "an-operator-secret" }))).toBeNull();
    // Another port than the simulator's is not the simulator.
    expect(simulatedService("email", parseEnv({ SIM_PORT: "4390" }))).toBe(false);
    expect(
      simulatedService("email", parseEnv({ SIM_PORT: "4390", EMAIL_API_URL: "http://127.0.0.1:4390/email" })),
    ).toBe(true);
  });
});
