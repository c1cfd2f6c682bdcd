// A new request for one program of an existing search, replacing the old one in the page:
// - answering a state-10 question (spec 1 States: "a new request with its own requestId"): the
//   answer is recorded on the linked account, then sent with every stored answer and browserState;
// - retrying after 6 (unknown failure), 11 (timed out), 4 or 2 (after fixing the account).
import "server-only";
import { sendProgramRequest } from "@/lib/award-search/send-program-request";
import type { AwardServiceAdapter } from "@/lib/award-search/types";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { readStored } from "@/lib/validation/read-stored";
import { recordAnswer } from "@/lib/loyalty-accounts/record-answer";
import { isPendingState, needsAnswer } from "@/lib/service-requests/service-states";

export async function resendProgramRequest<P, R>(
  adapter: AwardServiceAdapter<P, R>,
  userId: string,
  awardRequestId: string,
  opts: { answer?: string; useAccount: boolean },
): Promise<string> {
  const row = await db.awardRequest.findFirst({
    where: { id: awardRequestId, search: { userId, service: adapter.service } },
    select: {
      id: true,
      searchId: true,
      providerCode: true,
      active: true,
      state: true,
      question: true,
      loyaltyAccountId: true,
      params: true,
      search: { select: { params: true } },
    },
  });
  if (!row) throw notFound("This search is not yours or no longer exists.");
  if (!row.active) throw badRequest("This request was already replaced by a newer one.");
  if (isPendingState(row.state)) throw badRequest("This program is still searching.");
  if (opts.answer !== undefined) {
    if (!needsAnswer(row.state) || !row.question) throw badRequest("This program did not ask a question.");
    if (!row.loyaltyAccountId) throw badRequest("There is no linked account to answer for.");
    await recordAnswer(row.loyaltyAccountId, row.question, opts.answer);
  }
  return sendProgramRequest(adapter, {
    userId,
    searchId: row.searchId,
    providerCode: row.providerCode,
    // A request with its own params (one of several per program) is resent with them.
    params:
      row.params === null
        ? readStored(adapter.paramsSchema, row.search.params, `AwardSearch.params of ${row.searchId}`)
        : readStored(adapter.paramsSchema, row.params, `AwardRequest.params of ${row.id}`),
    ownParams: row.params !== null,
    account: { useAccount: opts.useAccount },
    replaces: row.id,
  });
}
