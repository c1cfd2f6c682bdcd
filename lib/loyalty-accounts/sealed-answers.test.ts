// Security answers are credentials: sealed at rest like the password, opened only to be resent; a
// row from before they were sealed still reads, and the worker's start-up pass seals it without
// losing an answer recorded meanwhile.
import { describe, expect, it } from "vitest";
import { createTestUser, db } from "@/lib/test/test-db";
import { answerFlags, parseStoredAnswers, sealAnswers } from "./account-answers";
import { findSearchAccount } from "./find-search-account";
import { recordAnswer } from "./record-answer";
import { saveSearchAccount } from "./save-search-account";
import { sealPlainAnswers } from "./seal-plain-answers";

const Q = "What is your mother's maiden name?";

describe("security answers at rest", () => {
  it("are sealed, each with its own IV, and open to the same answers", () => {
    const list = [
      { question: Q, answer: "Jones", invalid: false },
      { question: Q, answer: "Jones", invalid: true },
    ];
    const sealed = sealAnswers(list);
    expect(JSON.stringify(sealed)).not.toContain("Jones");
    expect(sealed[0]!.answerSealed).not.toBe(sealed[1]!.answerSealed);
    expect(parseStoredAnswers(sealed)).toEqual(list);
    expect(answerFlags(sealed)).toEqual([
      { question: Q, invalid: false },
      { question: Q, invalid: true },
    ]);
  });

  it("are written sealed when the user answers, and resent opened", async () => {
    const user = await createTestUser();
    const acct = await saveSearchAccount(user.id, "loyalty", "british", { login: "asked-1", password: "pw" });
    await recordAnswer(acct.id, Q, "Jones");
    const row = await db.loyaltyAccount.findUniqueOrThrow({
      where: { id: acct.id },
      select: { answers: true },
    });
    expect(JSON.stringify(row.answers)).not.toContain("Jones");
    expect((await findSearchAccount(user.id, "loyalty", "british"))?.answers).toEqual([
      { question: Q, answer: "Jones" },
    ]);
  });

  it("stored in plain text by an earlier version, are sealed by the start-up pass", async () => {
    const user = await createTestUser();
    const acct = await saveSearchAccount(user.id, "loyalty", "british", { login: "asked-2", password: "pw" });
    const plain = [
      { question: "Pet?", answer: "rex", invalid: true },
      { question: Q, answer: "Jones", invalid: false },
    ];
    await db.loyaltyAccount.update({ where: { id: acct.id }, data: { answers: plain } });
    expect(parseStoredAnswers(plain)).toEqual(plain); // still readable before the pass

    expect(await sealPlainAnswers()).toBeGreaterThanOrEqual(1);
    const row = await db.loyaltyAccount.findUniqueOrThrow({
      where: { id: acct.id },
      select: { answers: true },
    });
    expect(JSON.stringify(row.answers)).not.toMatch(/rex|Jones/);
    expect(parseStoredAnswers(row.answers)).toEqual(plain);
    expect(
      await db.$queryRaw<
        unknown[]
      >`SELECT id FROM "LoyaltyAccount" WHERE jsonb_path_exists(answers, '$[*].answer')`,
    ).toEqual([]);
  });
});
