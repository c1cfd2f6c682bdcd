// Adds the user's answer to a security question, keeping every earlier answer (spec 2 A3 `answers`).
import "server-only";
import { db } from "@/lib/db";
import { addAnswer, parseStoredAnswers, sealAnswers } from "./account-answers";

export async function recordAnswer(accountId: string, question: string, answer: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.loyaltyAccount.findUniqueOrThrow({
      where: { id: accountId },
      select: { answers: true },
    });
    const answers = addAnswer(parseStoredAnswers(row.answers), question, answer);
    await tx.loyaltyAccount.update({
      where: { id: accountId },
      data: { answers: sealAnswers(answers), question: null },
    });
  });
}
