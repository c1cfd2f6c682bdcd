// Answer a program's security question or retry it: a new request replaces the old one.
import "server-only";
import { resendProgramRequest } from "@/lib/award-search/resend-program-request";
import { db } from "@/lib/db";
import { flightAwardService } from "@/lib/flights/flight-award-service";
import type { StoredFlightParams } from "@/lib/flights/stored-params";
import { notFound } from "@/lib/http/errors";

export async function resendFlightRequest(userId: string, awardRequestId: string, answer?: string): Promise<{ id: string }> {
  const row = await db.awardRequest.findFirst({
    where: { id: awardRequestId, search: { userId, service: "flights" } },
    select: { providerCode: true, search: { select: { params: true } } },
  });
  if (!row) throw notFound("This search is not yours or no longer exists.");
  const params = row.search.params as StoredFlightParams;
  const useAccount = params.accountPrograms.includes(row.providerCode);
  const id = await resendProgramRequest(flightAwardService, userId, awardRequestId, { answer, useAccount });
  return { id };
}
