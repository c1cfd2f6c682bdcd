// Integration (real PostgreSQL): what the Accounts pages claim after good, failed and missing results
// (issue 12 items 1, 3, 12), and history rows named by kind (issue 11 item 11).
import { describe, expect, it } from "vitest";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { serviceConfig } from "@/lib/env";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { summarizeValues } from "@/lib/valuations/account-values";
import { defaultPointValue } from "@/lib/valuations/default-point-values";
import { setPointValuation } from "@/lib/valuations/set-point-valuation";
import { getBalanceSeries } from "./get-balance-series";
import { listAccounts } from "./list-accounts";
import { listHistory } from "./list-history";
import { recordAnswer } from "./record-answer";
import { saveSearchAccount } from "./save-search-account";
import { parseStoredAnswers } from "./account-answers";
import { answerStateFor } from "./answer-state";

const { callbackUser, callbackPassword } = serviceConfig("loyalty");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: unknown) =>
  receiveNow(
    loyaltyCallback,
    new Request("http://127.0.0.1/api/callbacks/loyalty", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", authorization: auth },
    }),
  );

async function sent(userId: string, accountId: string) {
  const requestId = uniqueId("lr");
  await db.serviceRequest.create({
    data: { service: "loyalty", requestId, userId, kind: "loyalty-check", parentId: accountId },
  });
  return requestId;
}

describe("accounts say only what is known", () => {
  it("a failed check keeps the last good data, dated, out of totals; a never-checked account claims nothing", async () => {
    const user = await createTestUser();
    const good = await saveSearchAccount(user.id, "loyalty", "aa", {
      login: "traveler@united",
      password: "pw",
    });
    await saveSearchAccount(user.id, "loyalty", "delta", { login: "someone", password: "pw" });
    await post({
      requestId: await sent(user.id, good.id),
      state: 1,
      checkDate: "2030-01-10T10:00:00Z",
      balance: 100_000,
      properties: [
        { code: "Number", name: "AAdvantage #", kind: "1", value: "7XK4210" },
        { code: "Status", name: "Status", kind: "3", value: "Gold" },
      ],
    });
    let [a, n] = await listAccounts(user.id);
    expect(a).toMatchObject({
      status: "current",
      balance: 100_000,
      label: "#7XK4210",
      eliteStatus: "Gold",
      unit: "miles",
      pointValueSource: "default",
    });
    // 100,000 miles at the default table's dollars per AAdvantage mile
    expect(a!.estimatedValue).toBeCloseTo(100_000 * defaultPointValue("aa")!);
    expect(n).toMatchObject({
      status: "never",
      balance: null,
      eliteStatus: null,
      lastGoodAt: null,
      label: "•••eone",
    });

    await post({
      requestId: await sent(user.id, good.id),
      state: 6,
      checkDate: "2030-01-12T10:00:00Z",
      message: "The program's site failed",
    });
    [a, n] = await listAccounts(user.id);
    expect(a).toMatchObject({
      status: "stale",
      state: 6,
      balance: 100_000,
      change: null,
      lastGoodAt: "2030-01-10T10:00:00.000Z",
      lastTriedAt: "2030-01-12T10:00:00.000Z",
    });
    const totals = summarizeValues(
      [a!, n!].map((x) => ({ kind: x.kind, balance: x.balance, pointValue: x.pointValue, status: x.status })),
    );
    expect(totals).toMatchObject({ total: 0, counted: 0, leftOut: { notChecked: 1, failed: 1, noValue: 0 } });

    await setPointValuation(user.id, "aa", 2);
    [a] = await listAccounts(user.id);
    expect(a).toMatchObject({ pointValue: 0.02, pointValueSource: "yours" });
    await setPointValuation(user.id, "aa", null);
    expect((await listAccounts(user.id))[0]).toMatchObject({ pointValueSource: "default" });
  });

  it("a rejected answer is visible to the answer box, earlier answers keep their state", async () => {
    const user = await createTestUser();
    const acct = await saveSearchAccount(user.id, "loyalty", "british", {
      login: "question-1",
      password: "pw",
    });
    await recordAnswer(acct.id, "Pet?", "rex");
    await recordAnswer(acct.id, "Maiden name?", "jones");
    await post({
      requestId: await sent(user.id, acct.id),
      state: 10,
      checkDate: "2030-03-01T00:00:00Z",
      question: "Maiden name?",
      invalidAnswers: [{ question: "Maiden name?", answer: "jones" }],
    });
    const row = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: acct.id } });
    expect(answerStateFor(row.answers, row.question)).toMatchObject({ tries: 1, lastRejected: true });
    expect(parseStoredAnswers(row.answers)).toEqual([
      { question: "Pet?", answer: "rex", invalid: false },
      { question: "Maiden name?", answer: "jones", invalid: true },
    ]);
    expect(JSON.stringify(row.answers)).not.toMatch(/rex|jones/); // sealed at rest, like the password
  });

  it("history rows that name fields by kind get their posting date: de-duplicated and charted", async () => {
    const user = await createTestUser();
    const acct = await saveSearchAccount(user.id, "loyalty", "british", {
      login: uniqueId("m"),
      password: "pw",
    });
    const row = (d: string, what: string, miles: number) => ({
      fields: [
        { name: "PostingDate", value: d },
        { name: "Description", value: what },
        { name: "Miles", value: String(miles) },
        { name: "Partner", value: "BA" },
      ],
    });
    await post({
      requestId: await sent(user.id, acct.id),
      state: 1,
      checkDate: "2030-02-01T00:00:00Z",
      balance: 1500,
      history: {
        range: "complete",
        state: "a",
        rows: [row("2030-01-20", "Flight", 1000), row("2030-01-05", "Hotel", 500)],
      },
    });
    await post({
      requestId: await sent(user.id, acct.id),
      state: 1,
      checkDate: "2030-02-03T00:00:00Z",
      balance: 1700,
      history: {
        range: "incremental",
        state: "b",
        rows: [row("2030-02-02", "Car", 200), row("2030-01-20", "Flight", 1000)],
      },
    });
    const rows = await db.loyaltyHistoryRow.findMany({
      where: { accountId: acct.id },
      orderBy: { postingDate: "asc" },
    });
    expect(rows.map((r) => [r.postingDate?.toISOString().slice(0, 10), r.miles?.toNumber()])).toEqual([
      ["2030-01-05", 500],
      ["2030-01-20", 1000],
      ["2030-02-02", 200],
    ]);
    expect(await getBalanceSeries(user.id, acct.id)).toEqual(
      expect.arrayContaining([
        { date: "2030-01-05", balance: 500 },
        { date: "2030-02-02", balance: 1700 },
      ]),
    );
    const page = await listHistory(user.id, acct.id, 1);
    expect(page?.rows[0]?.fields).toContainEqual({ name: "Partner", value: "BA" });
  });
});
