// The early-callback gap (issue 11), against the real PostgreSQL, the real queue and real HTTP both
// ways: a stand-in email service that, on parseEmail, POSTs each result to the app's callback
// receiver (a real local HTTP server running lib/callbacks/receive-callback) and waits for its 200
// BEFORE answering the send — so every callback arrives before the app recorded the request ids.
// The results must be stored by the time the send returns, without any poll (the stand-in counts
// getResults calls). The same holds for a flights request on the tracker, and a delivery whose ids
// no send ever records is dropped by the inbox sweep after EARLY_WAIT_SECONDS, logged, not stored.
import type { IncomingMessage } from "node:http";
import { afterAll, describe, expect, it, vi } from "vitest";

const net = await vi.hoisted(async () => {
  const http = await import("node:http");
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (c: Buffer) => (data += c.toString()));
      req.on("end", () => resolve(data));
    });
  const listen = async (server: import("node:http").Server) => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  };
  const state = {
    /** The app's receiver for one callback path; set once the app's modules are loaded. */
    receive: null as null | ((path: string, request: Request) => Promise<Response>),
    /** The result the stand-in email service calls back with, per request id. */
    resultFor: (requestId: string): unknown => ({ requestId }),
    authorization: "",
    requestIds: [] as string[],
    answers: [] as { status: number; outcomes: string[] }[],
    getResultsCalls: 0,
  };
  const app = http.createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          authorization: String(req.headers.authorization ?? ""),
        },
      });
      const response = await state.receive!(req.url ?? "", request);
      res.writeHead(response.status, { "content-type": "application/json" }).end(await response.text());
    })();
  });
  const appUrl = await listen(app);
  /** POST one callback to the app, as the service does, and keep its answer. */
  const callBack = async (path: string, body: unknown) => {
    const res = await fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: state.authorization },
      body: JSON.stringify(body),
    });
    state.answers.push({
      status: res.status,
      outcomes: ((await res.json()) as { outcomes?: string[] }).outcomes ?? [],
    });
  };
  const service = http.createServer((req, res) => {
    void (async () => {
      const body = JSON.parse((await read(req)) || "null") as { callbackUrl?: string } | null;
      if (/getResults\//.test(req.url ?? "")) {
        state.getResultsCalls++;
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: "not found" }));
        return;
      }
      // parseEmail: call back first, answer the send after.
      for (const id of state.requestIds)
        await callBack(new URL(body!.callbackUrl!).pathname, state.resultFor(id));
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ apiVersion: 2, status: "queued", requestIds: state.requestIds }));
    })();
  });
  const serviceUrl = await listen(service);
  vi.stubEnv("APP_URL", appUrl);
  vi.stubEnv("EMAIL_API_URL", `${serviceUrl}/email`);
  vi.stubEnv("EMAIL_EU_API_URL", `${serviceUrl}/email-eu`);
  vi.stubEnv("EMAIL_REGION", "us");
  return { app, service, state, callBack };
});

import { z } from "zod";
import { sendProgramRequest } from "@/lib/award-search/send-program-request";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { EARLY_WAIT_SECONDS } from "@/lib/callbacks/keep-early-delivery";
import { receiveCallback } from "@/lib/callbacks/receive-callback";
import { sweepInbox } from "@/lib/callbacks/sweep-inbox";
import { serviceConfig } from "@/lib/env";
import { parseResult } from "@/lib/inbox/fixtures";
import { submitEmail } from "@/lib/inbox/submit-email";
import { getBoss } from "@/lib/jobs/boss";
import { FlightState } from "@/lib/service-requests/service-states";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const handlers = {
  "/api/callbacks/email": emailCallback,
  "/api/callbacks/flights": flightsCallback,
} as const;
// Normalize right away, as Next's `after` does once the response is out.
net.state.receive = (path, request) =>
  receiveCallback(handlers[path as keyof typeof handlers] as never, request, (task) => void task());
const { callbackUser, callbackPassword } = serviceConfig("email");
net.state.authorization = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
  await Promise.all(
    [net.app, net.service].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))),
  );
});

const raw =
  "From: United <receipts@united.example>\r\nSubject: Your trip to Denver\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\nSFO to DEN.\r\n";
const inbox = (requestId: string) =>
  db.callbackInbox.findMany({ where: { requestIds: { has: requestId } }, select: { processedAt: true } });

describe("a callback that arrives before the send recorded its request ids", () => {
  it("email: every result of the submission (nested email included) is stored when the send returns, with no poll", async () => {
    const user = await createTestUser();
    const outer = uniqueId("early-outer");
    const nested = uniqueId("early-nested");
    net.state.requestIds = [outer, nested];
    net.state.resultFor = (id) =>
      parseResult(
        id,
        id === nested ? { status: "invalid", itineraries: undefined, rejectMethod: "auto" } : {},
      );
    net.state.answers = [];
    const pollsBefore = net.state.getResultsCalls;

    const submitted = await submitEmail(user.id, raw, { origin: "paste" });

    expect(submitted).toMatchObject({ ok: true, status: "sent" });
    // Both callbacks were answered 200 before the send returned, when no id was recorded yet.
    expect(net.state.answers).toEqual([
      { status: 200, outcomes: ["unknown-request"] },
      { status: 200, outcomes: ["unknown-request"] },
    ]);
    // ...and their results are stored now: no grace period, no poll.
    const parses = await db.emailParse.findMany({
      where: { userId: user.id },
      orderBy: { requestId: "asc" },
      select: { requestId: true, status: true },
    });
    expect(parses).toEqual(
      expect.arrayContaining([
        { requestId: outer, status: "success" },
        { requestId: nested, status: "invalid" },
      ]),
    );
    expect(await db.itinerary.count({ where: { userId: user.id } })).toBe(1);
    const requests = await db.serviceRequest.findMany({
      where: { service: "email", userId: user.id },
      select: { requestId: true, phase: true, stateText: true },
    });
    expect(requests).toEqual(
      expect.arrayContaining([
        { requestId: outer, phase: "sent", stateText: "success" },
        { requestId: nested, phase: "sent", stateText: "invalid" },
      ]),
    );
    expect((await inbox(outer)).every((r) => r.processedAt !== null)).toBe(true);
    expect(
      await db.callbackDelivery.count({
        where: { service: "email", requestId: { in: [outer, nested] }, outcome: "stored" },
      }),
    ).toBe(2);
    expect(net.state.getResultsCalls).toBe(pollsBefore);
  });

  it("flights: the same for any service on the tracker", async () => {
    const user = await createTestUser();
    const search = await db.awardSearch.create({
      data: { userId: user.id, service: "flights", params: {}, summary: "t" },
      select: { id: true },
    });
    const requestId = uniqueId("early-flight");
    const flightsAuth = serviceConfig("flights");
    const adapter: AwardServiceAdapter<object, never> = {
      service: "flights",
      paramsSchema: z.object({}),
      kind: "flight-search",
      partsFor: () => ["singleDate"],
      // The service calls back (real HTTP to the app's receiver) before it answers the send.
      async send({ callbackUrl }) {
        const res = await fetch(callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Basic ${Buffer.from(`${flightsAuth.callbackUser}:${flightsAuth.callbackPassword}`).toString("base64")}`,
          },
          body: JSON.stringify({
            requestId,
            userData: "x",
            state: FlightState.Success,
            message: "ok",
            requestDate: new Date().toISOString(),
            progress: { singleDate: { state: FlightState.Success } },
            routes: [],
          }),
        });
        expect(await res.json()).toMatchObject({ outcomes: ["unknown-request"] });
        return { requestId };
      },
      getResults: () => Promise.reject(new Error("no poll may run in this test")),
      callback: flightsCallback as never,
    };
    const id = await sendProgramRequest(adapter, {
      userId: user.id,
      searchId: search.id,
      providerCode: "united",
      params: {},
      account: { useAccount: false },
    });
    const award = await db.awardRequest.findUniqueOrThrow({
      where: { id },
      include: { serviceRequest: true },
    });
    expect(award.serviceRequest).toMatchObject({ requestId, phase: "sent", state: FlightState.Success });
    expect(award.state).toBe(FlightState.Success);
    expect((await inbox(requestId)).map((r) => r.processedAt !== null)).toEqual([true]);
  });

  it("a delivery whose ids no send records waits EARLY_WAIT_SECONDS, then is dropped and logged, not stored", async () => {
    const stranger = uniqueId("early-stranger");
    await net.callBack("/api/callbacks/email", parseResult(stranger));
    expect(net.state.answers.at(-1)).toEqual({ status: 200, outcomes: ["unknown-request"] });
    expect((await inbox(stranger)).map((r) => r.processedAt)).toEqual([null]);
    // A long grace keeps this sweep off other test files' fresh deliveries (they share the database).
    const sweep = () => sweepInbox({ graceSeconds: 3600 });
    await sweep();
    expect((await inbox(stranger)).map((r) => r.processedAt)).toEqual([null]); // still waiting for its send
    await db.$executeRaw`UPDATE "CallbackInbox" SET "receivedAt" = now() - make_interval(secs => ${EARLY_WAIT_SECONDS + 1}) WHERE ${stranger} = ANY("requestIds")`;
    expect((await sweep()).dropped).toBeGreaterThanOrEqual(1);
    expect((await inbox(stranger)).every((r) => r.processedAt !== null)).toBe(true);
    expect(await db.serviceRequest.count({ where: { requestId: stranger } })).toBe(0);
    expect(await db.emailParse.count({ where: { requestId: stranger } })).toBe(0);
    expect(
      await db.callbackDelivery.count({ where: { requestId: stranger, outcome: "unknown-request" } }),
    ).toBe(2); // at receipt, and when dropped
  });
});
