// Callback bodies exactly as the simulator sends them, for tests that need realistic deliveries of
// every service: the simulator's own services run in-process on a fake harness (queue drained in
// priority order, callbacks recorded instead of posted), across its success and failure scenarios.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseRawEmail } from "@/simulator/services/email/parse-email";
import { withoutOutcome } from "@/simulator/services/email/service/forced-outcome";
import { createFlightService } from "@/simulator/services/flights/flight-service";
import { createHotelsService } from "@/simulator/services/hotels/hotels-service";
import { createLoyaltyService } from "@/simulator/services/loyalty/create-loyalty-service";
import { checkBody } from "@/simulator/services/loyalty/testing/check-helpers";
import { call, fakeHarness } from "@/simulator/services/loyalty/testing/fake-harness";

const CALLBACK = "http://127.0.0.1/api/callbacks";
const creds = (name: string) => ({
  apiAuth: `milepost:${name}`,
  callbackUser: `${name}-cb`,
  callbackPassword: "cb-secret",
});

function harness() {
  const sim = fakeHarness(new Date("2026-11-21T09:00:00Z"));
  sim.harness.config.services = {
    flights: creds("flights"),
    hotels: creds("hotels"),
    loyalty: creds("loyalty"),
  };
  return sim;
}

type Sim = ReturnType<typeof harness>;
async function collect(sim: Sim, run: () => Promise<void>): Promise<unknown[]> {
  const from = sim.callbacks.length;
  await run();
  await sim.drain();
  return sim.callbacks.slice(from).map((c) => structuredClone(c.body));
}

async function submit(service: Parameters<typeof call>[0], sim: Sim, path: string, body: unknown) {
  const res = await call(service, sim.harness, "POST", path, body);
  if (res.status !== 200) throw new Error(`simulator refused ${path}: ${JSON.stringify(res.body)}`);
}

/** Main and price-calendar callbacks of flight searches: several programs, currencies, outcomes. */
export async function flightBodies(): Promise<unknown[]> {
  const sim = harness();
  const service = createFlightService(sim.harness);
  const search = (provider: string, from: string, to: string, extra: Record<string, unknown> = {}) =>
    submit(service, sim, "/v1/search", {
      provider,
      departure: { airportCode: from, date: "2027-01-20" },
      arrival: to,
      standardItineraryCOS: ["economy", "business"],
      passengers: { adults: 1 },
      currency: "USD",
      priority: 9,
      callbackUrl: `${CALLBACK}/flights`,
      ...extra,
    });
  const bodies: unknown[] = [];
  const calendar = {
    responseTypes: ["singleDate", "calendar"],
    priceCalendar: { callbackUrl: `${CALLBACK}/flights` },
  };
  bodies.push(...(await collect(sim, () => search("united", "SFO", "FRA", calendar))));
  bodies.push(
    ...(await collect(sim, () => search("britishairways", "LHR", "JFK", { ...calendar, currency: "EUR" }))),
  );
  bodies.push(...(await collect(sim, () => search("delta", "ATL", "CDG", { currency: "EUR" }))));
  bodies.push(...(await collect(sim, () => search("britishairways", "JFK", "SIN", { currency: "GBP" }))));
  for (const outcome of [
    "warning",
    "provider-error",
    "unknown-failure",
    "wrong-password",
    "question",
    "timeout",
  ]) {
    sim.force(outcome);
    bodies.push(...(await collect(sim, () => search("aeroplan", "YVR", "NRT"))));
  }
  return bodies;
}

/** Hotel search callbacks: several programs, with and without previews, and the failure states. */
export async function hotelBodies(): Promise<unknown[]> {
  const sim = harness();
  const service = createHotelsService(sim.harness);
  const search = (provider: string, extra: Record<string, unknown> = {}) =>
    submit(service, sim, "/v1/search", {
      provider,
      destination: "Lisbon, Portugal",
      checkInDate: "2027-03-03",
      checkOutDate: "2027-03-06",
      numberOfRooms: "1",
      numberOfAdults: 2,
      numberOfKids: 0,
      priority: 9,
      callbackUrl: `${CALLBACK}/hotels`,
      ...extra,
    });
  const bodies: unknown[] = [];
  bodies.push(...(await collect(sim, () => search("hyatt", { downloadPreview: true }))));
  bodies.push(
    ...(await collect(sim, () =>
      search("accor", { loyaltyAccount: { login: "member@example.test", password: "secret" } }),
    )),
  );
  for (const outcome of ["provider-error", "unknown-failure", "timeout", "invalid-credentials", "question"]) {
    sim.force(outcome);
    bodies.push(...(await collect(sim, () => search("hilton"))));
  }
  return bodies;
}

/** Loyalty check results (success with history and itineraries, warning, question, failures),
 *  and a package callback made of them. */
export async function loyaltyBodies(): Promise<unknown[]> {
  const sim = harness();
  const service = createLoyaltyService(sim.harness);
  const check = (provider: string, login: string) =>
    submit(
      service,
      sim,
      "/v2/account/check",
      checkBody(provider, login, { callbackUrl: `${CALLBACK}/loyalty`, history: { range: "complete" } }),
    );
  const bodies: unknown[] = [];
  bodies.push(...(await collect(sim, () => check("aa", "member-1"))));
  bodies.push(...(await collect(sim, () => check("delta", "member-2"))));
  for (const outcome of [
    "warning",
    "question",
    "invalid-credentials",
    "locked",
    "provider-error",
    "unknown-error",
    "timeout",
  ]) {
    sim.force(outcome);
    bodies.push(...(await collect(sim, () => check("united", `member-${outcome}`))));
  }
  return [...bodies, { method: "account", response: bodies.slice(0, 3) }];
}

export const SAMPLE_EMAILS_DIR = path.join(process.cwd(), "simulator/samples/emails");

/** The sample .eml files (simulator/samples/emails), by file name. */
export function sampleEmails(): { name: string; raw: Buffer }[] {
  return fs
    .readdirSync(SAMPLE_EMAILS_DIR)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((name) => ({ name, raw: fs.readFileSync(path.join(SAMPLE_EMAILS_DIR, name)) }));
}

/** Email parse result callbacks as the simulator sends them for every sample email (and every email
 *  forwarded inside one), plus the final result of each manual review; `userData` set when given. */
export async function emailBodies(userData?: string): Promise<unknown[]> {
  const now = new Date("2026-11-21T09:00:00Z");
  const bodies: unknown[] = [];
  for (const { raw } of sampleEmails()) {
    for (const parsed of await parseRawEmail(raw, { now })) {
      const stamp = (fields: object) => ({
        ...fields,
        requestId: randomUUID(),
        ...(userData !== undefined ? { userData } : {}),
      });
      if (parsed.outcome !== "review" || !parsed.review) bodies.push(stamp(withoutOutcome(parsed)));
      else bodies.push(stamp({ ...parsed.review.final, metadata: parsed.metadata }));
    }
  }
  return bodies;
}
