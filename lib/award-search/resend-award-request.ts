// Answer a program's security question or retry it, for any award service: a new request replaces
// the old one (resend-program-request.ts). Whether the new request carries the user's account is
// what the search decided when it was made, stored in params.accountPrograms by each service.
import "server-only";
import { resendProgramRequest } from "@/lib/award-search/resend-program-request";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import { notFound } from "@/lib/http/errors";
import { readStored } from "@/lib/validation/read-stored";

export async function resendAwardRequest<P extends { accountPrograms: string[] }, R>(
  adapter: AwardServiceAdapter<P, R>,
  userId: string,
  awardRequestId: string,
  answer?: string,
): Promise<{ id: string }> {
  const row = await db.awardRequest.findFirst({
    where: { id: awardRequestId, search: { userId, service: adapter.service } },
    select: { providerCode: true, searchId: true, search: { select: { params: true } } },
  });
  if (!row) throw notFound("This search is not yours or no longer exists.");
  const params = readStored(adapter.paramsSchema, row.search.params, `AwardSearch.params of ${row.searchId}`);
  const useAccount = params.accountPrograms.includes(row.providerCode);
  return { id: await resendProgramRequest(adapter, userId, awardRequestId, { answer, useAccount }) };
}
