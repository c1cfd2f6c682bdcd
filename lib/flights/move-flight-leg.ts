// One leg of a round trip or multi-city search searched again on another day (issue 38 item 5: a
// day picked on that leg's price calendar). The search stays the same search: its params and its
// history line take the leg's new day, the leg's requests are retired and one request per day ×
// airport pair × program of that leg alone is sent through the same tracker path as any search;
// the other legs' requests and results are kept as they are (nothing of theirs is sent again), so
// the page's journeys pair the new leg's routes with them as they arrive.
//
// Retiring the old requests, recording the new ones and changing the params happen in one
// transaction under the search's row lock: the page never shows the leg with both days' requests or
// with none, and two days picked at once apply one after the other. Sending comes after the commit.
//
// `reopen` (the browser's Back or Forward to a day this leg was searched on before): when every
// request that day needs is still stored on the search, retired but answered, those requests are
// made active again instead of sending new ones, so the page shows that day's results as they were.
// A day with any request missing or never answered is searched again as a picked day is.
import "server-only";
import { isPending, readParts } from "@/lib/award-search/merge-parts";
import { db } from "@/lib/db";
import {
  recordProgramRequest,
  resolveProgramAccount,
  sendRecordedRequest,
  type ProgramRequestInput,
} from "@/lib/award-search/send-program-request";
import { getAirport } from "@/lib/airports/find-airports";
import { checkFlightForm } from "@/lib/flights/flight-form-rules";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import { flightSearchSummary } from "@/lib/flights/flight-search-summary";
import { todayAt } from "@/lib/flights/search-form-schema";
import { sliceParams, withLegDate } from "@/lib/flights/slice-params";
import { type StoredFlightParams, storedFlightParamsSchema } from "@/lib/flights/stored-params";
import { isPlainSearch, planTrip, tripLegs } from "@/lib/flights/trip-legs";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { flightProviderSchema } from "@/lib/services/flights/provider-schema";
import { readStored } from "@/lib/validation/read-stored";

/** The form field of a leg's date, as checkFlightForm keys its problems. */
const dateKey = (p: StoredFlightParams, leg: number) =>
  leg === 0 ? "date" : p.trip === "roundTrip" ? "returnDate" : `nextLegs.${leg - 1}.date`;

/** Why the trip cannot have this leg on this day: its own date's problem, the next leg's (now
 *  before it), or the request count. Problems of the legs left alone are not this change's. */
function moveProblem(moved: StoredFlightParams, leg: number): string | null {
  const errors = checkFlightForm(moved, getAirport);
  return errors[dateKey(moved, leg)] ?? errors[dateKey(moved, leg + 1)] ?? errors.requests ?? null;
}

export interface MovedLeg {
  /** The leg's requests now (AwardRequest ids): sent anew, or reopened. */
  requests: string[];
  summary: string;
  /** The day's stored requests were made active again: nothing was sent. */
  reopened: boolean;
}

export async function moveFlightLeg(
  userId: string,
  searchId: string,
  leg: number,
  date: string,
  { reopen = false } = {},
): Promise<MovedLeg> {
  const found = await db.awardSearch.findFirst({
    where: { id: searchId, userId, service: "flights" },
    select: { params: true },
  });
  if (!found) throw notFound("This search is not yours or no longer exists.");
  const before = readStored(storedFlightParamsSchema, found.params, `AwardSearch.params of ${searchId}`);
  if (isPlainSearch(before) || leg >= tripLegs(before).length)
    throw badRequest(`This search has no leg ${leg + 1} to search again.`);
  // Accounts are read before the transaction (as any search does): one per program.
  const accounts = new Map(
    await Promise.all(
      before.programs.map(async (code) => {
        const input = {
          userId,
          searchId,
          providerCode: code,
          params: before,
          account: { useAccount: before.accountPrograms.includes(code) },
        };
        return [code, await resolveProgramAccount("flights", input)] as const;
      }),
    ),
  );
  const catalog = new Map(
    (await listCachedProviders("flights")).map((r) => [
      r.code,
      providerData(flightProviderSchema, r, "flights").shortName,
    ]),
  );

  const recorded = await db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "AwardSearch" WHERE id = ${searchId} FOR UPDATE`;
      // Read again under the lock: another leg may have moved since.
      const row = await tx.awardSearch.findUniqueOrThrow({
        where: { id: searchId },
        select: { params: true },
      });
      const current = readStored(storedFlightParamsSchema, row.params, `AwardSearch.params of ${searchId}`);
      const moved = withLegDate(current, leg, date);
      const problem = moveProblem(moved, leg);
      if (problem) throw badRequest(problem, { date: problem });
      const summary = flightSearchSummary(
        moved,
        moved.programs.map((c) => catalog.get(c) ?? c),
      );
      await tx.awardSearch.update({
        where: { id: searchId },
        data: { params: moved as Prisma.InputJsonValue, summary },
      });
      await retireLegRequests(tx, searchId, leg);
      const slices = planTrip(moved, todayAt).filter((s) => s.leg === leg);
      const inputs: ProgramRequestInput<StoredFlightParams>[] = sliceParams(moved, slices).flatMap((params) =>
        moved.programs.map((code) => ({
          userId,
          searchId,
          providerCode: code,
          params,
          ownParams: true,
          account: { useAccount: moved.accountPrograms.includes(code) },
        })),
      );
      const kept = reopen ? await storedRequestsFor(tx, searchId, inputs) : null;
      if (kept) {
        await tx.awardRequest.updateMany({ where: { id: { in: kept } }, data: { active: true } });
        return { rows: [], kept, summary };
      }
      const rows = [];
      for (const input of inputs)
        rows.push(
          await recordProgramRequest(flightAwardService, input, accounts.get(input.providerCode) ?? null, tx),
        );
      return { rows, kept: null, summary };
      // A leg may record up to MAX_REQUESTS requests here, one after the other: more than Prisma's 5 s
      // default on a loaded machine.
    },
    { timeout: 30_000 },
  );
  await Promise.all(recorded.rows.map((r) => sendRecordedRequest(flightAwardService, r)));
  return {
    requests: recorded.kept ?? recorded.rows.map((r) => r.awardRequestId),
    summary: recorded.summary,
    reopened: recorded.kept !== null,
  };
}

/** JSON with every object's keys in order: a request's params as stored (jsonb orders keys its own
 *  way, and drops undefined) compared with the params a search of that day would send. */
function sameJson(value: unknown): string {
  return JSON.stringify(JSON.parse(JSON.stringify(value ?? null)), (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The retired requests (not replaced by a retry) that asked exactly what `inputs` would, the newest
 *  of each, when every input has one and each has its answer; null otherwise. A retired request the
 *  tracker stopped waiting for (it was still pending) would stay pending if made active again. */
async function storedRequestsFor(
  tx: Prisma.TransactionClient,
  searchId: string,
  inputs: ProgramRequestInput<StoredFlightParams>[],
): Promise<string[] | null> {
  const retired = await tx.awardRequest.findMany({
    where: { searchId, active: false, replacedById: null },
    orderBy: { sentAt: "desc" },
    select: { id: true, providerCode: true, params: true, state: true, parts: true },
  });
  const newest = new Map<string, (typeof retired)[number]>();
  for (const r of retired) {
    const key = `${r.providerCode} ${sameJson(r.params)}`;
    if (!newest.has(key)) newest.set(key, r);
  }
  const ids: string[] = [];
  for (const input of inputs) {
    const r = newest.get(`${input.providerCode} ${sameJson(input.params)}`);
    if (!r || isPending(r.state, readParts(r.parts, `AwardRequest.parts of ${r.id}`))) return null;
    ids.push(r.id);
  }
  return ids;
}

/** The leg's active requests leave the page (their late answers are stored on them, never shown). */
async function retireLegRequests(tx: Prisma.TransactionClient, searchId: string, leg: number) {
  const active = await tx.awardRequest.findMany({
    where: { searchId, active: true },
    select: { id: true, params: true },
  });
  const ids = active
    .filter(
      (r) =>
        r.params !== null &&
        (readStored(storedFlightParamsSchema, r.params, `AwardRequest.params of ${r.id}`).leg ?? 0) === leg,
    )
    .map((r) => r.id);
  if (ids.length) await tx.awardRequest.updateMany({ where: { id: { in: ids } }, data: { active: false } });
}
