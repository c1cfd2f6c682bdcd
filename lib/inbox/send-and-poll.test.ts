// Integration (real PostgreSQL, real HTTP to a stand-in of the email service on both hosts, the real
// job queue): region routing, one tracked request per nested email, the raw email dropped once
// accepted and kept sealed while the service is down (the same tracked request re-sent by the
// tracker's sweep with backoff, then given up and shown failed), polling on the shared tracker
// stores results and stops at 404 (two weeks).
import { afterAll, describe, expect, it, vi } from "vitest";

const fake = await vi.hoisted(async () => {
  const http = await import("node:http");
  const calls: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
  const answers: {
    parse: () => { status: number; body: unknown };
    results: (id: string) => { status: number; body: unknown };
  } = {
    parse: () => ({
      status: 200,
      body: { apiVersion: 2, status: "queued", requestIds: [`r-${Date.now()}-${Math.random()}`] },
    }),
    results: () => ({ status: 404, body: { error: "not found" } }),
  };
  const server = http.createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString()));
    req.on("end", () => {
      calls.push({
        method: req.method ?? "",
        url: req.url ?? "",
        body: data ? (JSON.parse(data) as Record<string, unknown>) : null,
      });
      const m = /getResults\/(.+)$/.exec(req.url ?? "");
      const a = m ? answers.results(decodeURIComponent(m[1]!)) : answers.parse();
      res.writeHead(a.status, { "content-type": "application/json" }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  vi.stubEnv("EMAIL_API_URL", `http://127.0.0.1:${port}/email`);
  vi.stubEnv("EMAIL_EU_API_URL", `http://127.0.0.1:${port}/email-eu`);
  vi.stubEnv("EMAIL_REGION", "us");
  return { server, calls, answers };
});

import { getBoss } from "@/lib/jobs/boss";
import { pollServiceRequest } from "@/lib/service-requests/poll-service-request";
import { sweepServiceRequests } from "@/lib/service-requests/sweep-service-requests";
import { createTestUser, db } from "@/lib/test/test-db";
import { SEND_ATTEMPTS } from "@/lib/service-requests/send-retry";
import { updateEmailSettings } from "./email-settings";
import { parseResult } from "./fixtures";
import { listEmails } from "./list-emails";
import { submitEmail } from "./submit-email";
import { emailStateWords } from "./words";

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
  await new Promise<void>((resolve) => fake.server.close(() => resolve()));
});

/** The tracker's row for one of the service's request ids. */
const tracked = (requestId: string) =>
  db.serviceRequest.findUniqueOrThrow({ where: { service_requestId: { service: "email", requestId } } });
/** The tracker's send rows of one email (kind "email-parse"; nested ids would add rows once sent). */
const sendsOf = (emailId: string) =>
  db.serviceRequest.findMany({ where: { service: "email", kind: "email-parse", parentId: emailId } });
const poll = async (requestId: string) => (await pollServiceRequest((await tracked(requestId)).id)).outcome;

const raw =
  "From: Hertz <reservations@hertz.example>\r\nSubject: My Hertz Reservation\r\nDate: Mon, 23 Nov 2026 10:00:00 +0000\r\n\r\nSee you at LAX.\r\n";

describe("submitting", () => {
  it("goes to the user's region host with returnEmail=headers and an opaque userData; every request id is tracked; raw dropped", async () => {
    const user = await createTestUser();
    await updateEmailSettings(user.id, { region: "eu" });
    fake.answers.parse = () => ({
      status: 200,
      body: { apiVersion: 2, status: "queued", requestIds: ["eu-outer-1", "eu-nested-1"] },
    });
    const r = await submitEmail(user.id, raw, { origin: "paste" });
    expect(r).toMatchObject({ ok: true, status: "sent" });
    const call = fake.calls.at(-1)!;
    expect(call.url).toBe("/email-eu/json/v2/parseEmail");
    expect(call.body).toMatchObject({ returnEmail: "headers", userData: r.ok ? r.id : "", email: raw });
    expect(String(call.body!.callbackUrl)).toMatch(/\/api\/callbacks\/email$/);
    const email = await db.emailMessage.findFirstOrThrow({
      where: { userId: user.id },
      include: { parses: true },
    });
    expect(email).toMatchObject({
      region: "eu",
      status: "sent",
      rawSealed: null,
      subject: "My Hertz Reservation",
    });
    expect(email.parses.map((p) => p.requestId).sort()).toEqual(["eu-nested-1", "eu-outer-1"]);
    const requests = await db.serviceRequest.findMany({
      where: { service: "email", parentId: email.id, kind: "email-parse" },
      orderBy: { requestId: "asc" },
    });
    // One send, two ids: both tracked as sent, each with its first poll due after the grace period.
    expect(requests.map((r) => [r.requestId, r.phase, r.userId])).toEqual([
      ["eu-nested-1", "sent", user.id],
      ["eu-outer-1", "sent", user.id],
    ]);
    expect(requests.every((r) => r.nextPollAt && r.nextPollAt > r.sentAt)).toBe(true);

    const other = await createTestUser();
    fake.answers.parse = () => ({
      status: 200,
      body: { apiVersion: 2, status: "queued", requestIds: ["us-1"] },
    });
    await submitEmail(other.id, raw, { origin: "upload" });
    expect(fake.calls.at(-1)!.url).toBe("/email/json/v2/parseEmail");
  });

  it("keeps the email sealed while the service is down; the tracker sends the same request again", async () => {
    const user = await createTestUser();
    fake.answers.parse = () => ({ status: 503, body: { error: "down" } });
    const r = await submitEmail(user.id, raw, { origin: "upload" });
    expect(r).toMatchObject({ ok: true, status: "submitted" });
    let email = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(email.rawSealed).toMatch(/^v1\./);
    expect(email.rawSealed).not.toContain("LAX");
    // The send is the tracker's: one request, waiting for its re-send, the try counted.
    const [send] = await sendsOf(email.id);
    expect(send).toMatchObject({ phase: "send-retry", requestId: null, sendAttempts: 1 });
    expect(send!.message).toMatch(/not answering/);
    expect(send!.nextSendAt!.getTime() - Date.now()).toBeGreaterThan(30_000);
    const [view] = (await listEmails(user.id)).emails;
    expect(emailStateWords(view!, view!.parses).label).toBe(
      "Waiting to be sent (the email service is not answering)",
    );
    fake.answers.parse = () => ({
      status: 200,
      body: { apiVersion: 2, status: "queued", requestIds: [`resent-${Date.now()}-${Math.random()}`] },
    });
    // Nothing is re-sent before its time; the tracker's sweep sends it after that.
    await sweepServiceRequests(new Date());
    expect((await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } })).status).toBe("submitted");
    // Other test files share the database (and their due re-sends may come first): sweep until ours is sent.
    await expect
      .poll(
        async () => {
          await sweepServiceRequests(new Date(Date.now() + 120_000));
          return (await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } })).status;
        },
        { timeout: 30_000, interval: 10 },
      )
      .toBe("sent");
    email = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(email).toMatchObject({ status: "sent", rawSealed: null, error: null });
    // Still one request: the same row, now sent with the service's id after two tries.
    expect(await sendsOf(email.id)).toEqual([
      expect.objectContaining({
        phase: "sent",
        requestId: expect.stringMatching(/^resent-/),
        sendAttempts: 2,
      }),
    ]);
  });

  it("a service that stays down: tried by the tracker with backoff, then shown failed in words", async () => {
    const user = await createTestUser();
    fake.answers.parse = () => ({ status: 502, body: { error: "bad gateway" } });
    const r = await submitEmail(user.id, raw, { origin: "upload" });
    const emailId = r.ok ? r.id : "";
    const tries = () => fake.calls.filter((c) => c.body?.userData === emailId).length;
    expect(tries()).toBe(1);
    // Each re-send waits longer (1, 2, 4, 8 minutes): a sweep an hour on finds the next one due.
    await expect
      .poll(
        async () => {
          await sweepServiceRequests(new Date(Date.now() + 3_600_000));
          return (await sendsOf(emailId))[0]?.phase;
        },
        { timeout: 30_000, interval: 10 },
      )
      .toBe("send-failed");
    expect(tries()).toBe(SEND_ATTEMPTS);
    expect(await sendsOf(emailId)).toEqual([
      expect.objectContaining({ requestId: null, sendAttempts: SEND_ATTEMPTS, nextSendAt: null }),
    ]);
    const email = await db.emailMessage.findUniqueOrThrow({ where: { id: emailId } });
    expect(email).toMatchObject({
      status: "rejected",
      rawSealed: null,
      error: "The email service could not be reached; it was not parsed.",
    });
    const [view] = (await listEmails(user.id)).emails;
    expect(emailStateWords(view!, view!.parses)).toMatchObject({ label: "Not parsed", tone: "bad" });
    // Given up: later sweeps send nothing more.
    await sweepServiceRequests(new Date(Date.now() + 7_200_000));
    expect(tries()).toBe(SEND_ATTEMPTS);
  });

  it("a refusal is final and says why", async () => {
    const user = await createTestUser();
    fake.answers.parse = () => ({
      status: 400,
      body: { error: "email is not an email", status: "error", requestIds: [] },
    });
    await submitEmail(user.id, raw, { origin: "upload" });
    const email = await db.emailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(email).toMatchObject({ status: "rejected", rawSealed: null });
    expect(email.error).toMatch(/refused this email/);
  });
});

describe("polling", () => {
  it("stores a late result like a callback, and stops at 404 keeping what was stored", async () => {
    const user = await createTestUser();
    const id = `late-${Date.now()}`;
    fake.answers.parse = () => ({ status: 200, body: { apiVersion: 2, status: "queued", requestIds: [id] } });
    await submitEmail(user.id, raw, { origin: "upload" });
    fake.answers.results = () => ({
      status: 200,
      body: parseResult(id, { status: "review", itineraries: undefined }),
    });
    expect(await poll(id)).toBe("still-pending");
    expect((await db.emailParse.findUniqueOrThrow({ where: { requestId: id } })).status).toBe("review");
    fake.answers.results = () => ({ status: 200, body: parseResult(id) });
    expect(await poll(id)).toBe("stored");
    expect(await tracked(id)).toMatchObject({
      phase: "final",
      stateText: "success",
      pollCount: 2,
      nextPollAt: null,
    });
    expect(await db.itinerary.count({ where: { userId: user.id } })).toBe(1);

    const gone = `gone-${Date.now()}`;
    fake.answers.parse = () => ({
      status: 200,
      body: { apiVersion: 2, status: "queued", requestIds: [gone] },
    });
    await submitEmail(user.id, raw, { origin: "upload" });
    fake.answers.results = () => ({ status: 404, body: { error: "not found" } });
    expect(await poll(gone)).toBe("unknown-at-service");
    expect(await db.emailParse.findUniqueOrThrow({ where: { requestId: gone } })).toMatchObject({
      status: "expired",
    });
    expect(await tracked(gone)).toMatchObject({ phase: "final", stateText: "expired" });
    expect(await poll(gone)).toBe("skipped");
    expect(await db.itinerary.count({ where: { userId: user.id } })).toBe(1);
  });
});
