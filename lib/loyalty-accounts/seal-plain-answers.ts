// Seals security answers stored before answers were sealed at rest (account-answers.ts). Run by the
// worker when it starts; a no-op once every row is sealed. Each row is rewritten only if its answers
// are still the ones read, so an answer recorded meanwhile is never lost (the next start seals it).
import "server-only";
import { db } from "@/lib/db";
import { parseStoredAnswers, sealAnswers } from "./account-answers";

export async function sealPlainAnswers(): Promise<number> {
  const rows = await db.$queryRaw<{ id: string; answers: unknown }[]>`
    SELECT id, answers FROM "LoyaltyAccount" WHERE jsonb_path_exists(answers, '$[*].answer')`;
  let sealed = 0;
  for (const row of rows) {
    const answers = JSON.stringify(sealAnswers(parseStoredAnswers(row.answers)));
    sealed += await db.$executeRaw`
      UPDATE "LoyaltyAccount" SET answers = ${answers}::jsonb WHERE id = ${row.id} AND answers = ${JSON.stringify(row.answers)}::jsonb`;
  }
  return sealed;
}
