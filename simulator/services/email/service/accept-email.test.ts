// acceptEmail with a fake harness whose queue and timers the test drives: what the
// mailbox scanner relies on (one request per email, mailboxId, review endings).
import { describe, expect, it } from "vitest";
import type { CallbackTarget, Harness, QueueJob } from "../../../harness/types";
import { buildEmail, flightReservation, jsonLd, readSample } from "../testing/build-email";
import { acceptEmail } from "./accept-email";
import type { EmailHost } from "./email-host";
import { createEmailStore } from "./email-store";

function setup() {
  const jobs: QueueJob[] = [];
  const callbacks: Array<{ target: CallbackTarget; body: Record<string, unknown> }> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const harness = {
    enqueue: (job: QueueJob) => void jobs.push(job),
    deliverCallback: (target: CallbackTarget, body: unknown) =>
      void callbacks.push({ target, body: body as Record<string, unknown> }),
    scaled: (ms: number) => ms,
    now: () => new Date("2026-11-23T12:00:00Z"),
  } as unknown as Harness;
  const host: EmailHost = {
    name: "email",
    harness,
    store: createEmailStore({ now: () => harness.now(), retentionMs: 14 * 86_400_000 }),
    callbackTarget: (url) => ({ service: "email", url, username: "u", password: "p" }),
    later: (ms, run) => void timers.push({ ms, run }),
  };
  return { host, jobs, callbacks, timers };
}

describe("acceptEmail", () => {
  it("stores each email as queued, then the job stores and delivers its result with the mailboxId", async () => {
    const { host, jobs, callbacks } = setup();
    const ids = await acceptEmail(host, readSample("forwarded-ba-flight-rfc822.eml"), {
      callbackUrl: "http://127.0.0.1/cb",
      userData: "mbx-7",
      returnEmail: "none",
      mailboxId: 31,
    });
    expect(ids).toHaveLength(2);
    expect(host.store.get(ids[1]!)).toMatchObject({
      status: "queued",
      userData: "mbx-7",
      metadata: { mailboxId: 31, nested: true },
    });
    expect(callbacks).toHaveLength(0);
    for (const job of jobs) await job.run();
    expect(callbacks.map((c) => c.body.status)).toEqual(["invalid", "success"]);
    expect(callbacks[1]?.body).toMatchObject({
      requestId: ids[1],
      userData: "mbx-7",
      metadata: { mailboxId: 31 },
    });
    expect(callbacks[1]?.body).not.toHaveProperty("email");
    expect(host.store.get(ids[1]!)).toEqual(callbacks[1]?.body);
  });

  it("a review waits for its timer; the review's end is stored and delivered then", async () => {
    const { host, jobs, callbacks, timers } = setup();
    const [id] = await acceptEmail(
      host,
      buildEmail({ from: "trips@egencia.com", html: jsonLd(flightReservation()) }),
      { callbackUrl: "http://127.0.0.1/cb", returnEmail: "headers" },
    );
    await jobs[0]!.run();
    expect(host.store.get(id!)?.status).toBe("review");
    expect(callbacks).toHaveLength(0);
    expect(timers.map((t) => t.ms)).toEqual([5 * 3_600_000]);
    timers[0]!.run();
    expect(callbacks.map((c) => c.body.status)).toEqual(["skipped"]);
    expect(host.store.get(id!)).toMatchObject({ status: "skipped", parsingMethod: "manual", requestId: id });
  });

  it("a forced outcome replaces what the parser decided", async () => {
    const { host, jobs, callbacks } = setup();
    await acceptEmail(host, readSample("hertz-lax-car-rental.eml"), {
      callbackUrl: "http://127.0.0.1/cb",
      returnEmail: "headers",
      forced: "restricted",
    });
    await jobs[0]!.run();
    expect(callbacks[0]?.body).toMatchObject({ status: "restricted" });
    expect(callbacks[0]?.body.itineraries).toBeUndefined();
  });
});
