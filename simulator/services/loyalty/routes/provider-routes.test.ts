import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { call, fakeHarness } from "../testing/fake-harness";

const sim = fakeHarness();
const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });

describe("GET /v2/providers/list and /v2/providers/{code}", () => {
  it("lists at least 15 programs across kinds 1, 2, 3, 6 and more", async () => {
    const res = await call(service, sim.harness, "GET", "/v2/providers/list");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(res.body.map((p: { kind: number }) => p.kind));
    for (const kind of [1, 2, 3, 4, 6, 8, 10]) expect(kinds.has(kind)).toBe(true);
    for (const item of res.body) expect(item.code).toMatch(/^[A-Za-z0-9]+$/);
  });

  it("routes /list to the list, not to the {code} route", async () => {
    const res = await call(service, sim.harness, "GET", "/v2/providers/list");
    expect(Array.isArray(res.body)).toBe(true);
  });

  it("returns complete A2 definitions", async () => {
    const list = (await call(service, sim.harness, "GET", "/v2/providers/list")).body as Array<{
      code: string;
    }>;
    for (const { code } of list) {
      const def = (await call(service, sim.harness, "GET", `/v2/providers/${code}`)).body;
      for (const field of [
        "kind",
        "code",
        "displayName",
        "providerName",
        "programName",
        "login",
        "password",
        "properties",
        "canCheckConfirmation",
        "canCheckItinerary",
        "canCheckPastItinerary",
        "canCheckExpiration",
        "confirmationNumberFields",
        "historyColumns",
        "eliteLevelsCount",
        "canParseHistory",
        "canParseFiles",
      ]) {
        expect(def, `${code}.${field}`).toHaveProperty(field);
      }
      expect(Object.keys(def.login).sort()).toEqual(["code", "defaultValue", "options", "required", "title"]);
      for (const column of def.historyColumns)
        expect(Object.keys(column).sort()).toEqual(["kind", "name", "type"]);
      for (const prop of def.properties) expect(typeof prop.kind).toBe("string");
      expect([0, 1, 2]).toContain(def.canCheckExpiration);
    }
  });

  it("has a required region drop-down whose first option is empty, and login3 somewhere", async () => {
    const amex = (await call(service, sim.harness, "GET", "/v2/providers/amex")).body;
    expect(amex.login2.required).toBe(true);
    expect(amex.login2.options[0].code).toBe("");
    const hertz = (await call(service, sim.harness, "GET", "/v2/providers/hertz")).body;
    expect(hertz.login2.defaultValue).toBe("US");
    const citi = (await call(service, sim.harness, "GET", "/v2/providers/citybank")).body;
    expect(citi.login3.required).toBe(false);
    expect(citi.historyColumns.map((c: { kind: string }) => c.kind)).toEqual(
      expect.arrayContaining(["Category", "Amount", "Currency", "MCC"]),
    );
  });

  it("answers 404 for an unknown code", async () => {
    const res = await call(service, sim.harness, "GET", "/v2/providers/nosuchprogram");
    expect(res.status).toBe(404);
  });
});
