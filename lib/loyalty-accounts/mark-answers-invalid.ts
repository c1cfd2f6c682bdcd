// Marks the answers a service rejected as invalid, so they are no longer resent (spec 2 A5).
import "server-only";
import { db } from "@/lib/db";
import { markInvalid, parseStoredAnswers, sealAnswers } from "./account-answers";

export async function markAnswersInvalid(
  accountId: string,
  rejected: { question: string; answer: string }[],
): Promise<void> {
  if (rejected.length === 0) return;
  await db.$transaction(async (tx) => {
    const row = await tx.loyaltyAccount.findUniqueOrThrow({
      where: { id: accountId },
      select: { answers: true },
    });
    await tx.loyaltyAccount.update({
      where: { id: accountId },
      data: { answers: sealAnswers(markInvalid(parseStoredAnswers(row.answers), rejected)) },
    });
  });
}
