// The email service over real HTTP: the simulator on a free port, callbacks to a
// local receiver, time scaled down so reviews, retries and retention run in seconds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator } from "../../../server";
import { createEmailServices } from "./create-email-service";
import { startCallbackReceiver, waitFor } from "../testing/callback-receiver";
import { buildEmail, flightReservation, jsonLd, readSample } from "../testing/build-email";

const AUTH = "milepost:email-test-key";
const CB_USER = "email-cb";
const CB_PASSWORD = "email-cb-secret";
const services = { email: { apiAuth: AUTH, callbackUser: CB_USER, callbackPassword: CB_PASSWORD } };

type Json = Record<string, unknown>;

async function startPair(timeScale: number) {
  const receiver = await startCallbackReceiver(CB_USER, CB_PASSWORD);
  const sim = await startSimulator(
    { port: 0, host: "127.0.0.1", timeScale, services, callbackDomains: ["127.0.0.1"] },
    { factories: [createEmailServices], log: () => {} },
  );
  const call = async (method: string, path: string, body?: unknown, auth = AUTH) => {
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(auth ? { "X-Authentication": auth } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const submit = (email: string | Buffer, host = "/email", extra: Json = {}) =>
    call("POST", `${host}/json/v2/parseEmail`, {
      email: email.toString(),
      callbackUrl: receiver.url,
      returnEmail: "headers",
      userData: "sub-42",
      ...extra,
    });
  const results = (id: string, host = "/email") => call("GET", `${host}/json/v2/getResults/${id}`);
  return { sim, receiver, call, submit, results };
}

describe("email service over HTTP", () => {
  let t: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    // 1 h of review = 0.36 s; callback retries 6 ms, 60 ms, …
    t = await startPair(0.0001);
  });
  afterAll(async () => {
    await t.sim.close();
    await t.receiver.close();
  });

  it("queues one request, delivers the result by callback with Basic auth, and serves the same from getResults", async () => {
    const res = await t.submit(readSample("delta-connection-codeshare-two-travelers.eml"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ apiVersion: 2, status: "queued", requestIds: [expect.any(String)] });
    const id = (res.body.requestIds as string[])[0]!;
    const [callback] = await waitFor(
      () => (t.receiver.accepted(id).length ? t.receiver.accepted(id) : undefined),
      10_000,
      "callback",
    );
    expect(callback).toMatchObject({
      apiVersion: 2,
      requestId: id,
      userData: "sub-42",
      status: "success",
      providerCode: "delta",
      parsingMethod: "auto",
    });
    expect((callback!.itineraries as Json[])[0]).toMatchObject({
      type: "flight",
      confirmationNumbers: [{ number: "HX7K2P", isPrimary: true }],
    });
    expect(callback).not.toHaveProperty("outcome");
    const polled = await t.results(id);
    expect(polled).toEqual({ status: 200, body: callback });
  });

  it("answers one requestId per email for a forwarded email, each delivered on its own", async () => {
    const res = await t.submit(readSample("forwarded-ba-flight-rfc822.eml"));
    const ids = res.body.requestIds as string[];
    expect(ids).toHaveLength(2);
    const bodies = await waitFor(() => {
      const all = ids.map((id) => t.receiver.accepted(id)[0]);
      return all.every(Boolean) ? (all as Json[]) : undefined;
    });
    expect(bodies[0]).toMatchObject({ status: "invalid", nestedEmailMetadata: { nested: true } });
    expect(bodies[1]).toMatchObject({
      status: "success",
      metadata: { nested: true },
      providerCode: "british",
    });
  });

  it("refuses bad submissions with a 400 JSON error and queues nothing", async () => {
    const cases: Array<[Json, RegExp]> = [
      [{ returnEmail: "headers" }, /^email is required/],
      [{ email: "  ", returnEmail: "headers" }, /^email is empty/],
      [{ email: "just some text, no headers\n\nreally", returnEmail: "headers" }, /^email is not an email/],
      [{ email: buildEmail({ html: "<p>x</p>" }) }, /^returnEmail is required/],
      [
        {
          email: buildEmail({ html: "<p>x</p>" }),
          returnEmail: "headers",
          callbackUrl: "ftp://example.com/x",
        },
        /^callbackUrl must be an http/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call("POST", "/email/json/v2/parseEmail", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: "error", requestIds: [], apiVersion: 2 });
      expect(res.body.errorMessage).toMatch(message);
      expect(res.body.error).toBe(res.body.errorMessage);
    }
    expect((await t.call("POST", "/email/json/v2/parseEmail", { email: "x" }, "")).status).toBe(401);
  });

  it("keeps the EU host's results on the EU host", async () => {
    const res = await t.submit(readSample("hertz-lax-car-rental.eml"), "/email-eu");
    const id = (res.body.requestIds as string[])[0]!;
    const eu = await waitFor(async () => {
      const r = await t.results(id, "/email-eu");
      return r.body.status === "success" ? r : undefined;
    });
    expect((eu.body.itineraries as Json[])[0]).toMatchObject({ type: "carRental" });
    expect((await t.results(id, "/email")).status).toBe(404);
    expect((await t.results("no-such-request")).status).toBe(404);
  });

  it("lists believable providers with properties and history columns", async () => {
    const res = await t.call("GET", "/email/json/v2/providers/list");
    expect(res.status).toBe(200);
    const list = res.body.list as Json[];
    expect(res.body.apiVersion).toBe(2);
    expect(list.length).toBeGreaterThanOrEqual(30);
    const codes = list.map((p) => p.code);
    for (const code of ["delta", "marriott", "hertz", "amtrak", "flixbus"]) expect(codes).toContain(code);
    expect(list.find((p) => p.code === "delta")).toMatchObject({
      displayName: "Delta Air Lines (SkyMiles)",
      supportedLanguages: expect.arrayContaining(["en"]),
      properties: expect.arrayContaining([{ code: "Status", name: "Elite status", kind: "3" }]),
      historyColumns: expect.arrayContaining([{ code: "PostingDate", name: "Date", kind: "PostingDate" }]),
    });
  });

  it("a review shows in getResults only, then ends by callback (no callback says review)", async () => {
    const res = await t.submit(readSample("amexgbt-agency-review.eml"));
    const id = (res.body.requestIds as string[])[0]!;
    const inReview = await waitFor(async () => {
      const r = await t.results(id);
      return r.body.status === "review" ? r.body : undefined;
    });
    expect(inReview.itineraries).toBeUndefined();
    const [final] = await waitFor(
      () => (t.receiver.accepted(id).length ? t.receiver.accepted(id) : undefined),
      10_000,
      "review end",
    );
    expect(final).toMatchObject({ status: "success", parsingMethod: "manual" });
    expect((final!.itineraries as Json[]).map((i) => i.type)).toEqual(["flight", "hotelReservation"]);
    expect(t.receiver.received.filter((r) => r.body.requestId === id).map((r) => r.body.status)).toEqual([
      "success",
    ]);
  });

  it("forced outcomes through /_control/scenario apply to the next submission", async () => {
    await t.call("POST", "/_control/scenario", { service: "email", outcome: "review-skipped" });
    const res = await t.submit(readSample("marriott-westin-boston-microdata.eml"));
    const id = (res.body.requestIds as string[])[0]!;
    const [final] = await waitFor(() =>
      t.receiver.accepted(id).length ? t.receiver.accepted(id) : undefined,
    );
    expect(final).toMatchObject({ status: "skipped", parsingMethod: "manual" });
    expect(final!.itineraries).toBeUndefined();

    await t.call("POST", "/_control/scenario", { service: "email", outcome: "http-503" });
    expect((await t.submit(readSample("marriott-westin-boston-microdata.eml"))).status).toBe(503);
    const bad = await t.call("POST", "/_control/scenario", { service: "email", outcome: "explode" });
    expect(bad.status).toBe(400);
  });

  it("retries a refused callback on the spec 3 schedule until it is accepted", async () => {
    await t.call("POST", "/_control/callback-faults", { service: "email", count: 2 });
    const res = await t.submit(buildEmail({ html: jsonLd(flightReservation()) }));
    const id = (res.body.requestIds as string[])[0]!;
    await waitFor(
      () => (t.receiver.accepted(id).length ? true : undefined),
      10_000,
      "delivery after retries",
    );
    const attempts = t.receiver.received.filter((r) => r.body.requestId === id).map((r) => r.status);
    expect(attempts).toEqual([401, 401, 200]);
  });
});

describe("two weeks, scaled", () => {
  let t: Awaited<ReturnType<typeof startPair>>;
  beforeAll(async () => {
    // two weeks = 2.4 s
    t = await startPair(0.000002);
  });
  afterAll(async () => {
    await t.sim.close();
    await t.receiver.close();
  });

  it("a review that never ends times out when the email is purged; getResults then answers 404", async () => {
    const email = buildEmail({ from: "bookings@flightcentre.com", html: jsonLd(flightReservation()) });
    const res = await t.submit(email);
    const id = (res.body.requestIds as string[])[0]!;
    expect(
      await waitFor(async () => ((await t.results(id)).body.status === "review" ? true : undefined)),
    ).toBe(true);
    const [final] = await waitFor(
      () => (t.receiver.accepted(id).length ? t.receiver.accepted(id) : undefined),
      15_000,
      "timeout callback",
    );
    expect(final).toMatchObject({ status: "timeout", requestId: id, userData: "sub-42" });
    expect((await t.results(id)).status).toBe(404);
  });

  it("a finished result is forgotten after two weeks", async () => {
    const res = await t.submit(readSample("lufthansa-newsletter.eml"));
    const id = (res.body.requestIds as string[])[0]!;
    await waitFor(
      async () => ((await t.results(id)).body.status === "invalid" ? true : undefined),
      5_000,
      "result",
    );
    await waitFor(async () => ((await t.results(id)).status === 404 ? true : undefined), 15_000, "retention");
  });
});
