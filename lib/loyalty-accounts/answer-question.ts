// The user answers the pending security question (state 10): the answer joins all earlier ones and
// a new check resends every valid answer with the browserState (spec 2 "States and transitions" A).
import "server-only";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { recordAnswer } from "./record-answer";
import { startAccountCheck } from "./start-account-check";

export async function answerQuestion(userId: string, accountId: string, answer: string) {
  const row = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId, service: "loyalty" },
    select: { question: true },
  });
  if (!row) throw notFound("No such account");
  if (!row.question) throw badRequest("There is no question to answer");
  await recordAnswer(accountId, row.question, answer);
  return startAccountCheck(userId, accountId);
}
