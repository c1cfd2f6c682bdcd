// The shared request tracker against the real PostgreSQL and the real queue (pg-boss in the test
// database): a refused send is a state of its own (no placeholder id, no poll), a request that never
// answers is given up and its award parts closed, the sweep re-queues overdue polls and closes
// requests the app stopped while sending. The service is a stand-in adapter: what is under test is
// the lifecycle, not a service's contract (the flights, hotels and loyalty suites cover those).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sendProgramRequest } from "@/lib/award-search/send-program-request";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { flightsCallback } from "@/lib/callbacks/handlers/flights";
import { ServiceError } from "@/lib/http/errors";
import { getBoss } from "@/lib/jobs/boss";
import { NEVER_SENT, NO_ANSWER } from "@/lib/service-requests/close-request";
import { pollServiceRequest } from "@/lib/service-requests/poll-service-request";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { FlightState } from "@/lib/service-requests/service-states";
import { sweepServiceRequests } from "@/lib/service-requests/sweep-service-requests";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

beforeAll(async () => {
  await getBoss(); // creates the queue's tables, which the assertions read
});

afterAll(async () => {
  await (await getBoss()).stop({ graceful: false, wait: true }).catch(() => {});
});

const adapter = (send: AwardServiceAdapter<object, never>["send"]): AwardServiceAdapter<object, never> => ({
  service: "flights",
  paramsSchema: z.object({}),
  kind: "flight-search",
  partsFor: () => ["singleDate", "calendar"],
  send,
  getResults: () => Promise.reject(new Error("not polled in this test")),
  callback: flightsCallback as never,
});

async function newSearch() {
  const user = await createTestUser();
  const search = await db.awardSearch.create({
    data: { userId: user.id, service: "flights", params: {}, summary: "t" },
    select: { id: true },
  });
  return { userId: user.id, searchId: search.id };
}

const pollJobs = (serviceRequestId: string) =>
  db.$queryRaw<
    { n: bigint }[]
  >`SELECT count(*) AS n FROM pgboss.job WHERE name = 'poll-service-request' AND data->>'serviceRequestId' = ${serviceRequestId}`.then(
    (r) => Number(r[0]?.n),
  );

describe("sending", () => {
  it("records a refused request as send-failed, with words and no request id, and polls nothing", async () => {
    const { userId, searchId } = await newSearch();
    const refuse = adapter(() =>
      Promise.reject(new ServiceError("flights", 503, "http://x/flights/v1/search", "HTTP 503")),
    );
    const id = await sendProgramRequest(refuse, {
      userId,
      searchId,
      providerCode: "united",
      params: {},
      account: { useAccount: false },
    });
    const award = await db.awardRequest.findUniqueOrThrow({
      where: { id },
      include: { serviceRequest: true },
    });
    expect(award).toMatchObject({
      state: FlightState.UnknownFailure,
      message: expect.stringMatching(/did not accept.*Try again/),
    });
    expect(award.parts).toEqual({
      singleDate: { state: FlightState.UnknownFailure, message: award.message },
      calendar: { state: FlightState.UnknownFailure, message: award.message },
    });
    expect(award.serviceRequest).toMatchObject({
      phase: "send-failed",
      requestId: null,
      state: FlightState.UnknownFailure,
      nextPollAt: null,
    });
    expect(await pollJobs(award.serviceRequestId)).toBe(0);
    expect(await pollServiceRequest(award.serviceRequestId)).toEqual({ outcome: "skipped" });
  });

  it("records an accepted request as sent with the service's id and queues its first poll", async () => {
    const { userId, searchId } = await newSearch();
    const requestId = uniqueId("svc");
    const id = await sendProgramRequest(
      adapter(() => Promise.resolve({ requestId })),
      { userId, searchId, providerCode: "united", params: {}, account: { useAccount: false } },
    );
    const { serviceRequest: sr } = await db.awardRequest.findUniqueOrThrow({
      where: { id },
      include: { serviceRequest: true },
    });
    expect(sr).toMatchObject({ phase: "sent", requestId, state: FlightState.Pending, pollCount: 0 });
    expect(sr.nextPollAt!.getTime()).toBeGreaterThan(sr.sentAt.getTime());
    expect(await pollJobs(sr.id)).toBe(1);
  });
});

describe("giving up and sweeping", () => {
  async function sentLongAgo(minutesAgo: number, parts: object) {
    const { userId, searchId } = await newSearch();
    const sr = await db.serviceRequest.create({
      data: {
        service: "flights",
        kind: "flight-search",
        userId,
        parentId: searchId,
        requestId: uniqueId("svc"),
        phase: "sent",
        sentAt: new Date(Date.now() - minutesAgo * 60_000),
        nextPollAt: new Date(Date.now() - 5 * 60_000),
      },
    });
    const award = await db.awardRequest.create({
      data: { searchId, providerCode: "delta", serviceRequestId: sr.id, parts },
    });
    return { sr, award };
  }

  it("closes a request past the policy's give-up time: pending parts time out, settled parts stay", async () => {
    const { sr, award } = await sentLongAgo(120, {
      singleDate: { state: FlightState.Success, message: "ok" },
      calendar: { state: FlightState.Pending, message: "" },
    });
    await db.awardRequest.update({ where: { id: award.id }, data: { state: FlightState.Success } });
    expect(await pollServiceRequest(sr.id)).toEqual({ outcome: "gave-up" });
    expect(await db.awardRequest.findUniqueOrThrow({ where: { id: award.id } })).toMatchObject({
      state: FlightState.Success,
      parts: {
        singleDate: { state: FlightState.Success, message: "ok" },
        calendar: { state: FlightState.Timeout, message: NO_ANSWER },
      },
    });
    expect(await db.serviceRequest.findUniqueOrThrow({ where: { id: sr.id } })).toMatchObject({
      phase: "final",
      nextPollAt: null,
    });
  });

  it("re-queues overdue polls and closes requests never sent", async () => {
    const { sr } = await sentLongAgo(3, { singleDate: { state: FlightState.Pending, message: "" } });
    const { userId, searchId } = await newSearch();
    const stuckId = await recordUnsent({
      service: "flights",
      kind: "flight-search",
      userId,
      parentId: searchId,
    });
    await db.serviceRequest.update({
      where: { id: stuckId },
      data: { sentAt: new Date(Date.now() - 30 * 60_000) },
    });
    const stuckAward = await db.awardRequest.create({
      data: {
        searchId,
        providerCode: "delta",
        serviceRequestId: stuckId,
        parts: { singleDate: { state: FlightState.Pending, message: "" } },
      },
    });

    const before = await pollJobs(sr.id);
    const now = new Date();
    const { scheduled, closed } = await sweepServiceRequests(now);
    expect(scheduled).toContain(sr.id);
    expect(await pollJobs(sr.id)).toBe(before + 1);
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await db.serviceRequest.findUniqueOrThrow({ where: { id: stuckId } })).toMatchObject({
      phase: "final",
      requestId: null,
      state: FlightState.Timeout,
      message: NEVER_SENT,
    });
    expect(await db.awardRequest.findUniqueOrThrow({ where: { id: stuckAward.id } })).toMatchObject({
      state: FlightState.Timeout,
      message: NEVER_SENT,
    });
    // A second sweep while that poll still waits queues nothing new for the same request.
    await sweepServiceRequests(now);
    expect(await pollJobs(sr.id)).toBe(before + 1);
  });
});
