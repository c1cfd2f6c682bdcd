import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { checkAndRun, checkBody } from "../testing/check-helpers";
import { namedBy } from "./account-profile";
import { fakeHarness, TEST_NOW } from "../testing/fake-harness";

const strip = ({ requestId: _r, ...rest }: Record<string, unknown>) => rest;

describe("deterministic accounts", () => {
  it("gives the same account for the same (provider, login) across service instances", async () => {
    const a = fakeHarness();
    const b = fakeHarness();
    const body = checkBody("british", "Alice@Example.com", {
      parsePastItineraries: true,
      history: { range: "complete" },
    });
    const first = await checkAndRun(a, createLoyaltyService(a.harness, { rsaPrivateKeyPem: "" }), body);
    const second = await checkAndRun(b, createLoyaltyService(b.harness, { rsaPrivateKeyPem: "" }), body);
    expect(strip(second)).toEqual(strip(first));
  });

  it("gives different logins different accounts", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const one = await checkAndRun(sim, service, checkBody("aa", "alice"));
    const two = await checkAndRun(sim, service, checkBody("aa", "bob"));
    expect(one.properties).not.toEqual(two.properties);
  });

  it("one login at two programs is one person (name, home airport); its accounts stay apart", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const prop = (r: Record<string, unknown>, kind: string) =>
      (r.properties as { kind: string; value: string }[]).find((p) => p.kind === kind)?.value;
    const united = await checkAndRun(sim, service, checkBody("united", "Alex.Morgan@example.com"));
    const marriott = await checkAndRun(sim, service, checkBody("marriott", "alex.morgan@example.com "));
    const other = await checkAndRun(sim, service, checkBody("marriott", "sam.morgan@example.com"));
    expect(prop(united, "12")).toBeTruthy();
    expect(prop(marriott, "12")).toBe(prop(united, "12"));
    expect(prop(other, "12")).not.toBe(prop(united, "12"));
    expect(prop(marriott, "1")).not.toBe(prop(united, "1"));
  });

  it("an address made of a first and a last name names its person", async () => {
    expect(namedBy(" Alex.Morgan@example.com")).toEqual({ firstName: "Alex", lastName: "Morgan" });
    expect(namedBy("jordan_lee14@example.com")).toEqual({ firstName: "Jordan", lastName: "Lee" });
    for (const login of ["member-1000", "demo", "alex@example.com", "a.b@example.com"])
      expect(namedBy(login)).toBeUndefined();
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const united = await checkAndRun(sim, service, checkBody("united", "alex.morgan@example.com"));
    expect((united.properties as { kind: string; value: string }[]).find((p) => p.kind === "12")?.value).toBe(
      "Alex Morgan",
    );
  });

  it("evolves with time: weeks later the same account has more activity", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const body = checkBody("marriott", "demo", { history: { range: "complete" } });
    const now = await checkAndRun(sim, service, body);
    sim.setNow(new Date(TEST_NOW.getTime() + 60 * 86_400_000));
    const later = await checkAndRun(sim, service, body);
    expect(later.history.rows.length).toBeGreaterThan(now.history.rows.length);
    expect(later.checkDate).not.toBe(now.checkDate);
  });

  it("reports balance, expiration or never-expires, elite level and typed properties", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const aa = await checkAndRun(sim, service, checkBody("aa", "demo"));
    expect(aa.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(aa.eliteLevel).toBeGreaterThanOrEqual(0);
    const kinds = aa.properties.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(expect.arrayContaining(["1", "3", "5", "12", "13"]));
    const delta = await checkAndRun(sim, service, checkBody("delta", "demo"));
    expect(delta.neverExpires).toBe(true);
    expect(delta.expirationDate).toBeUndefined();
  });
});

describe("itineraries", () => {
  it("returns future and past reservations in the spec-3 shapes with correct local times", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const result = await checkAndRun(
      sim,
      service,
      checkBody("aa", "frequent-flyer", { parsePastItineraries: true }),
    );
    const flights = result.itineraries.filter(
      (i: { type: string; cancelled?: boolean }) => i.type === "flight" && !i.cancelled,
    );
    expect(flights.length).toBeGreaterThan(3);
    expect(result.noItineraries).toBe(false);
    for (const flight of flights) {
      for (const seg of flight.segments) {
        expect(seg.departure.airportCode).toMatch(/^[A-Z]{3}$/);
        // arrival local - departure local = duration + (arrival offset - departure offset)
        const dep = Date.parse(`${seg.departure.localDateTime}Z`) - seg.departure.address.timezone * 1000;
        const arr = Date.parse(`${seg.arrival.localDateTime}Z`) - seg.arrival.address.timezone * 1000;
        const [h, m] = seg.duration.match(/\d+/g).map(Number);
        expect(arr - dep).toBe((h * 60 + m) * 60_000);
      }
    }
    const past = flights.filter(
      (f: { segments: Array<{ departure: { localDateTime: string } }> }) =>
        (f.segments[0]?.departure.localDateTime ?? "") < "2026-11-21",
    );
    expect(past.length).toBeGreaterThan(0);
  });

  it("includes one cancelled reservation on some accounts, lacking the usual required data", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const result = await checkAndRun(sim, service, checkBody("hhonors", "cancel-demo"));
    const cancelled = result.itineraries.filter((i: { cancelled?: boolean }) => i.cancelled);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ type: "hotelReservation", status: "Cancelled" });
    expect(cancelled[0].cancellationNumber).toMatch(/^\d+$/);
    expect(cancelled[0].address).toBeUndefined();
  });

  it("knows when there are no reservations, and skips them when not asked", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: "" });
    const none = await checkAndRun(sim, service, checkBody("hertz", "notravel"));
    expect(none).toMatchObject({ itineraries: [], noItineraries: true });
    const skipped = await checkAndRun(sim, service, checkBody("aa", "demo", { parseItineraries: false }));
    expect(skipped.itineraries).toBeUndefined();
    expect(skipped.noItineraries).toBeUndefined();
  });
});
