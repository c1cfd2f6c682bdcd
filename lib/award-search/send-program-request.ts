// Send one program's request through the shared tracker (lib/service-requests): record the
// ServiceRequest (unsent) and its AwardRequest (per-part progress) in one transaction, then send.
// The tracker marks it sent and schedules the polling fallback, or marks it send-failed — then the
// award request shows the failure in words. When it replaces an earlier request (answer to a
// question, retry) the old one is retired in the same transaction, so the page swaps them atomically.
import "server-only";
import { resolveSearchAccount, type ProgramAccountChoice } from "@/lib/award-search/search-account";
import { SEARCH_TIMEOUT_SECONDS, WAITING_USER_PRIORITY } from "@/lib/award-search/search-settings";
import type { AwardServiceAdapter, Parts } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { recordUnsent } from "@/lib/service-requests/record-request";
import { sendTracked } from "@/lib/service-requests/send-tracked";
import { FlightState } from "@/lib/service-requests/service-states";

export interface ProgramRequestInput<P> {
  userId: string;
  searchId: string;
  providerCode: string;
  params: P;
  /** Store `params` on the request itself (they differ from the search's; resent from there). */
  ownParams?: boolean;
  account: ProgramAccountChoice;
  replaces?: string; // AwardRequest.id retired by this one
  priority?: number; // default WAITING_USER_PRIORITY; watches ask low (lib/watches)
}

const partsIn = (names: string[], state: number, message: string): Parts =>
  Object.fromEntries(names.map((p) => [p, { state, message }]));

type ResolvedAccount = Awaited<ReturnType<typeof resolveSearchAccount>>;

/** A request recorded (unsent) and what sending it needs. */
export interface RecordedProgramRequest<P> {
  input: ProgramRequestInput<P>;
  resolved: ResolvedAccount;
  partNames: string[];
  serviceRequestId: string;
  awardRequestId: string;
}

/** The account a request will send (read before the transaction that records it). */
export function resolveProgramAccount<P>(
  service: string,
  input: ProgramRequestInput<P>,
): Promise<ResolvedAccount> {
  return resolveSearchAccount(input.userId, service, input.providerCode, input.account);
}

/** Record one program's request, unsent, inside `tx` (retiring the one it replaces): several can be
 *  recorded in one transaction with other changes to the search, so the page never sees half of them. */
export async function recordProgramRequest<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  input: ProgramRequestInput<P>,
  resolved: ResolvedAccount,
  tx: Prisma.TransactionClient,
): Promise<RecordedProgramRequest<P>> {
  const { userId, searchId, providerCode } = input;
  const partNames = adapter.partsFor(input.params, providerCode);
  const srId = await recordUnsent(
    { service: adapter.service, kind: adapter.kind, userId, parentId: searchId },
    tx,
  );
  const row = await tx.awardRequest.create({
    data: {
      searchId,
      providerCode,
      serviceRequestId: srId,
      loyaltyAccountId: resolved?.accountId ?? null,
      state: FlightState.Pending,
      parts: partsIn(partNames, FlightState.Pending, "Queued"),
      ...(input.ownParams ? { params: input.params as Prisma.InputJsonValue } : {}),
    },
    select: { id: true },
  });
  if (input.replaces) {
    await tx.awardRequest.updateMany({
      where: { id: input.replaces, searchId },
      data: { active: false, replacedById: row.id },
    });
  }
  return { input, resolved, partNames, serviceRequestId: srId, awardRequestId: row.id };
}

/** Send a recorded request through the tracker; a failure to send is shown on the request. */
export async function sendRecordedRequest<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  recorded: RecordedProgramRequest<P>,
): Promise<string> {
  const { input, resolved, partNames, serviceRequestId, awardRequestId } = recorded;
  const sent = await sendTracked(serviceRequestId, adapter.service, () =>
    adapter.send({
      params: input.params,
      providerCode: input.providerCode,
      userData: `${adapter.service}-search:${input.searchId}`,
      callbackUrl: `${env().APP_URL}/api/callbacks/${adapter.service}`,
      priority: input.priority ?? WAITING_USER_PRIORITY,
      timeoutSeconds: SEARCH_TIMEOUT_SECONDS,
      account: resolved?.account,
    }),
  );
  if (!sent.ok) {
    await db.awardRequest.update({
      where: { id: awardRequestId },
      data: {
        state: FlightState.UnknownFailure,
        message: sent.message,
        parts: partsIn(partNames, FlightState.UnknownFailure, sent.message),
      },
    });
  }
  return awardRequestId;
}

export async function sendProgramRequest<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  input: ProgramRequestInput<P>,
): Promise<string> {
  const resolved = await resolveProgramAccount(adapter.service, input);
  const recorded = await db.$transaction((tx) => recordProgramRequest(adapter, input, resolved, tx));
  return sendRecordedRequest(adapter, recorded);
}
