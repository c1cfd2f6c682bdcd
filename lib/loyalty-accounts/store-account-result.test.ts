// Integration (real PostgreSQL): the credential store, and loyalty callbacks (single and package)
// normalized into accounts, history and itineraries.
import { describe, expect, it } from "vitest";
import { loyaltyCallback } from "@/lib/callbacks/handlers/loyalty";
import { serviceConfig } from "@/lib/env";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { parseStoredAnswers } from "./account-answers";
import { findSearchAccount } from "./find-search-account";
import { markAnswersInvalid } from "./mark-answers-invalid";
import { recordAnswer } from "./record-answer";
import { recordBrowserState } from "./record-browser-state";
import { saveSearchAccount } from "./save-search-account";
import { historyDigest } from "./store-history";

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

const row = (date: string, desc: string, miles: number) => ({
  fields: [
    { name: "Date", value: date },
    { name: "Description", value: desc },
    { name: "Miles", value: String(miles) },
  ],
});
const flight = (pnr: string, extra: Record<string, unknown> = {}) => ({
  type: "flight",
  confirmationNumbers: [{ number: pnr, isPrimary: true }],
  segments: [
    {
      departure: {
        airportCode: "JFK",
        name: "JFK",
        localDateTime: "2030-05-01T18:00:00",
        address: { text: "NY", timezone: -14400 },
      },
      arrival: {
        airportCode: "LHR",
        name: "LHR",
        localDateTime: "2030-05-02T06:00:00",
        address: { text: "London", timezone: 3600 },
      },
      marketingCarrier: { airline: { name: "BA", iata: "BA" }, flightNumber: "117" },
    },
  ],
  ...extra,
});

async function linked() {
  const user = await createTestUser();
  const { id } = await saveSearchAccount(user.id, "loyalty", "british", {
    login: uniqueId("member"),
    password: "s3cret",
  });
  return { userId: user.id, accountId: id };
}
async function sent(userId: string, accountId: string) {
  const requestId = uniqueId("lr");
  await db.serviceRequest.create({
    data: { service: "loyalty", requestId, userId, kind: "loyalty-check", parentId: accountId },
  });
  return requestId;
}

describe("credential store", () => {
  it("seals the password (different ciphertext per record) and opens it for requests", async () => {
    const user = await createTestUser();
    const a = await saveSearchAccount(user.id, "flights", "aa", { login: "one", password: "same-pass" });
    const b = await saveSearchAccount(user.id, "loyalty", "aa", {
      login: "one",
      login2: "Smith",
      password: "same-pass",
    });
    const rows = await db.loyaltyAccount.findMany({
      where: { id: { in: [a.id, b.id] } },
      select: { passwordSealed: true },
    });
    expect(rows[0]!.passwordSealed).not.toBe(rows[1]!.passwordSealed);
    expect(JSON.stringify(rows)).not.toContain("same-pass");
    await recordBrowserState(b.id, "cookie-jar");
    await recordAnswer(b.id, "Pet?", "rex");
    await recordAnswer(b.id, "Pet?", "fido");
    await markAnswersInvalid(b.id, [{ question: "Pet?", answer: "rex" }]);
    const opened = await findSearchAccount(user.id, "loyalty", "aa");
    expect(opened).toMatchObject({
      id: b.id,
      login: "one",
      login2: "Smith",
      password: "same-pass",
      browserState: "cookie-jar",
      answers: [{ question: "Pet?", answer: "fido" }],
    });
    expect(await findSearchAccount(user.id, "hotels", "aa")).toBeNull();
  });
});

describe("loyalty callbacks → accounts", () => {
  it("stores a single result: balance, properties, history, itineraries, browserState; redelivery stores once", async () => {
    const { userId, accountId } = await linked();
    const requestId = await sent(userId, accountId);
    const body = {
      requestId,
      state: 1,
      login: "x",
      checkDate: "2030-01-10T10:00:00Z",
      balance: 12500,
      expirationDate: "2031-01-10",
      eliteLevel: 1,
      properties: [{ code: "Status", name: "Tier", kind: "3", value: "Silver" }],
      browserState: "bs-1",
      filesVersion: 1,
      history: {
        range: "complete",
        state: "h1",
        rows: [row("2030-01-09", "Flight", 500), row("2030-01-01", "Hotel", 300)],
      },
      itineraries: [flight("ABC123")],
    };
    expect((await post(body)).status).toBe(200);
    expect(await (await post(body)).json()).toMatchObject({ outcomes: ["duplicate"] });
    const acct = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(acct).toMatchObject({ state: 1, eliteLevel: 1, historyState: "h1", filesVersion: 1 });
    expect(acct.balance?.toString()).toBe("12500"); // numeric: exact, no float
    expect(acct.browserStateSealed).not.toContain("bs-1");
    expect(await db.loyaltyHistoryRow.count({ where: { accountId } })).toBe(2);
    expect(await db.loyaltyBalanceSnapshot.count({ where: { accountId } })).toBe(1);
    const trip = await db.itinerary.findFirstOrThrow({ where: { accountId } });
    expect(trip).toMatchObject({
      type: "flight",
      confirmationNumber: "ABC123",
      title: "BA 117 New York → London",
      cancelled: false,
    });
    expect(trip.startAt?.toISOString()).toBe("2030-05-01T22:00:00.000Z");

    // A later incremental reply overlapping the last day; then a cancellation marks, never deletes.
    const r2 = await sent(userId, accountId);
    await post({
      requestId: r2,
      state: 1,
      checkDate: "2030-01-12T10:00:00Z",
      balance: 12600,
      history: {
        range: "incremental",
        state: "h2",
        rows: [row("2030-01-11", "Car", 100), row("2030-01-09", "Flight", 500)],
      },
      itineraries: [
        { type: "flight", cancelled: true, status: "Cancelled", confirmationNumbers: [{ number: "ABC123" }] },
      ],
    });
    expect(await db.loyaltyHistoryRow.count({ where: { accountId } })).toBe(3);
    const after = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(after).toMatchObject({ historyState: "h2" });
    expect([after.balance?.toNumber(), after.previousBalance?.toNumber()]).toEqual([12600, 12500]);
    const cancelled = await db.itinerary.findFirstOrThrow({ where: { accountId } });
    expect(cancelled).toMatchObject({ cancelled: true, title: "BA 117 New York → London" });

    // An older result (earlier checkDate, other request) never overwrites the newer one.
    const r3 = await sent(userId, accountId);
    await post({ requestId: r3, state: 1, checkDate: "2030-01-11T00:00:00Z", balance: 1 });
    expect(
      (await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } })).balance?.toNumber(),
    ).toBe(12600);
  });

  it("reads the day and the points of history rows from the provider's cached history columns", async () => {
    // A provider of its own, so no other test's rows are read with these columns.
    const code = uniqueId("columns");
    const historyColumns = [
      { type: "date", kind: "PostingDate", name: "Posted" },
      { type: "string", kind: "Description", name: "Activity" },
      { type: "integer", kind: "Miles", name: "Avios" },
      { type: "integer", kind: "Bonus", name: "Bonus Avios" },
    ];
    await db.providerCatalog.create({
      data: {
        service: "loyalty:definition",
        code,
        name: code,
        fetchedAt: new Date(),
        data: { kind: 1, code, displayName: code, historyColumns },
      },
    });
    const user = await createTestUser();
    const { id: accountId } = await saveSearchAccount(user.id, "loyalty", code, {
      login: uniqueId("member"),
      password: "s3cret",
    });
    const fields = (posted: string, avios: string, bonus: string) => ({
      fields: [
        { name: "Booked", value: "2030-01-01" },
        { name: "Posted", value: posted },
        { name: "Activity", value: "Flight" },
        { name: "Avios", value: avios },
        { name: "Bonus Avios", value: bonus },
      ],
    });
    const res = await post({
      requestId: await sent(user.id, accountId),
      state: 1,
      checkDate: "2030-02-01T00:00:00Z",
      balance: 1,
      history: { range: "complete", rows: [fields("2030-01-05", "1,000", "250")] },
    });
    expect(res.status).toBe(200);
    const rows = await db.loyaltyHistoryRow.findMany({
      where: { accountId },
      select: { postingDate: true, miles: true },
    });
    // Not the first date-shaped value (Booked), and Avios + Bonus Avios.
    expect(rows.map((r) => [r.postingDate?.toISOString().slice(0, 10), Number(r.miles)])).toEqual([
      ["2030-01-05", 1250],
    ]);
  });

  it("incremental_past replaces rows from the earliest day given", async () => {
    const { userId, accountId } = await linked();
    await post({
      requestId: await sent(userId, accountId),
      state: 1,
      checkDate: "2030-02-01T00:00:00Z",
      balance: 10,
      history: {
        range: "complete",
        state: "a",
        rows: [row("2030-01-20", "Pending (pending)", 0), row("2030-01-05", "Old", 10)],
      },
    });
    await post({
      requestId: await sent(userId, accountId),
      state: 1,
      checkDate: "2030-02-02T00:00:00Z",
      balance: 510,
      history: { range: "incremental_past", state: "b", rows: [row("2030-01-20", "Posted", 500)] },
    });
    const rows = await db.loyaltyHistoryRow.findMany({
      where: { accountId },
      orderBy: { postingDate: "asc" },
    });
    expect(rows.map((r) => (r.fields as { value: string }[])[1]!.value)).toEqual(["Old", "Posted"]);
  });

  it("stores every result of a package callback; questions and rejected answers", async () => {
    const a = await linked();
    const b = await linked();
    await recordAnswer(b.accountId, "Maiden name?", "jones");
    const ra = await sent(a.userId, a.accountId);
    const rb = await sent(b.userId, b.accountId);
    const res = await post({
      method: "account",
      response: [
        {
          requestId: ra,
          state: 2,
          checkDate: "2030-03-01T00:00:00Z",
          message: "Invalid credentials",
          errorReason: "login form said no",
        },
        {
          requestId: rb,
          state: 10,
          checkDate: "2030-03-01T00:00:00Z",
          question: "Maiden name?",
          invalidAnswers: [{ question: "Maiden name?", answer: "jones" }],
        },
      ],
    });
    expect(await res.json()).toMatchObject({ outcomes: ["accepted", "accepted"] });
    expect(
      await db.callbackDelivery.count({ where: { requestId: { in: [ra, rb] }, outcome: "stored" } }),
    ).toBe(2);
    expect(await db.loyaltyAccount.findUniqueOrThrow({ where: { id: a.accountId } })).toMatchObject({
      state: 2,
      message: "Invalid credentials",
    });
    const bAcct = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: b.accountId } });
    expect(bAcct).toMatchObject({ state: 10, question: "Maiden name?" });
    expect(parseStoredAnswers(bAcct.answers)).toEqual([
      { question: "Maiden name?", answer: "jones", invalid: true },
    ]);
    expect(JSON.stringify(bAcct.answers)).not.toContain("jones"); // sealed at rest, like the password
    // Nor is the rejected answer kept in plain text with the stored result or the callback's body.
    const stored = await db.serviceRequest.findFirstOrThrow({
      where: { requestId: rb },
      select: { payload: true },
    });
    expect(stored.payload).toMatchObject({ question: "Maiden name?" });
    const inbox = await db.callbackInbox.findFirstOrThrow({
      where: { requestIds: { has: rb } },
      select: { body: true, processedAt: true },
    });
    expect(inbox.processedAt).not.toBeNull();
    expect(JSON.stringify([stored.payload, inbox.body])).not.toContain("jones");
    expect((await findSearchAccount(b.userId, "loyalty", "british"))?.answers).toEqual([]);
  });

  it("a complete reply equal to the stored one writes no rows; any other change rewrites them", async () => {
    const { userId, accountId } = await linked();
    const complete = (rows: ReturnType<typeof row>[], day: string, subAccounts?: unknown) => ({
      range: "complete",
      state: `s-${day}`,
      rows,
      ...(subAccounts ? { subAccounts } : {}),
    });
    const check = async (day: string, history: unknown) => {
      expect(
        (
          await post({
            requestId: await sent(userId, accountId),
            state: 1,
            checkDate: `${day}T00:00:00Z`,
            balance: 10,
            history,
          })
        ).status,
      ).toBe(200);
      const rows = await db.loyaltyHistoryRow.findMany({
        where: { accountId },
        orderBy: [{ subAccountCode: "asc" }, { position: "asc" }],
        select: { id: true, subAccountCode: true, fields: true },
      });
      return {
        ids: rows.map((r) => r.id),
        texts: rows.map((r) => `${r.subAccountCode}:${(r.fields as { value: string }[])[1]!.value}`),
      };
    };
    const two = [row("2030-01-09", "Flight", 500), row("2030-01-01", "Hotel", 300)];
    const first = await check("2030-02-01", complete(two, "a"));
    expect(first.texts).toEqual([":Flight", ":Hotel"]);
    // The same rows again, state text aside: the very rows stay (same ids), the account moves on.
    const again = await check("2030-02-02", complete(two, "b"));
    expect(again).toEqual(first);
    const account = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect([account.historyState, account.lastCheckDate?.toISOString()]).toEqual([
      "s-b",
      "2030-02-02T00:00:00.000Z",
    ]);

    // One row more, or a sub-account's rows: replaced.
    const three = [row("2030-01-20", "Car", 100), ...two];
    const more = await check("2030-02-03", complete(three, "c"));
    expect(more.texts).toEqual([":Car", ":Flight", ":Hotel"]);
    expect(more.ids.some((id) => first.ids.includes(id))).toBe(false);
    const withSub = await check(
      "2030-02-04",
      complete(three, "d", [{ code: "card", rows: [row("2030-01-15", "Dining", 40)] }]),
    );
    expect(withSub.texts).toEqual([":Car", ":Flight", ":Hotel", "card:Dining"]);

    // An incremental reply changes the rows: the next complete reply equal to the earlier one rewrites them.
    const inc = await check("2030-02-05", {
      range: "incremental",
      state: "e",
      rows: [row("2030-01-25", "Train", 60), row("2030-01-20", "Car", 100)],
    });
    expect([...inc.texts].sort()).toEqual([":Car", ":Flight", ":Hotel", ":Train", "card:Dining"]);
    const back = await check(
      "2030-02-06",
      complete(three, "f", [{ code: "card", rows: [row("2030-01-15", "Dining", 40)] }]),
    );
    expect(back.texts).toEqual([":Car", ":Flight", ":Hotel", "card:Dining"]);
    expect(back.ids.some((id) => inc.ids.includes(id))).toBe(false);

    // The digest covers the columns the rows were read with: new columns (which field is the day,
    // which the points) read the same reply anew.
    const history = { range: "complete" as const, rows: three };
    expect(historyDigest(history, [{ name: "Miles", kind: "Miles" }])).toBe(
      historyDigest({ ...history }, [{ name: "Miles", kind: "Miles" }]),
    );
    expect(historyDigest(history, [{ name: "Miles", kind: "Miles" }])).not.toBe(
      historyDigest(history, [{ name: "Miles", kind: "Bonus" }]),
    );
  });

  it("two results for one account in one package (one transaction) end as if stored one after the other", async () => {
    const { userId, accountId } = await linked();
    const [r1, r2] = [await sent(userId, accountId), await sent(userId, accountId)];
    await post({
      method: "account",
      response: [
        {
          requestId: r1,
          state: 1,
          checkDate: "2030-01-10T00:00:00Z",
          balance: 100,
          history: {
            range: "complete",
            state: "h1",
            rows: [row("2030-01-09", "Flight", 50), row("2030-01-05", "Hotel", 50)],
          },
        },
        {
          requestId: r2,
          state: 1,
          checkDate: "2030-01-12T00:00:00Z",
          balance: 200,
          history: {
            range: "incremental",
            state: "h2",
            rows: [row("2030-01-11", "Car", 100), row("2030-01-09", "Flight", 50)],
          },
        },
      ],
    });
    const acct = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect([acct.balance?.toNumber(), acct.previousBalance?.toNumber(), acct.historyState]).toEqual([
      200,
      100,
      "h2",
    ]);
    expect(await db.loyaltyHistoryRow.count({ where: { accountId } })).toBe(3);
    expect(await db.loyaltyBalanceSnapshot.count({ where: { accountId } })).toBe(2);

    // The newer result first: the older one after it in the same transaction is stale for the account.
    const [r3, r4] = [await sent(userId, accountId), await sent(userId, accountId)];
    await post({
      method: "account",
      response: [
        { requestId: r3, state: 1, checkDate: "2030-02-02T00:00:00Z", balance: 300 },
        { requestId: r4, state: 1, checkDate: "2030-02-01T00:00:00Z", balance: 1 },
      ],
    });
    const after = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect([after.balance?.toNumber(), after.previousBalance?.toNumber()]).toEqual([300, 200]);
    expect(after.lastCheckDate?.toISOString()).toBe("2030-02-02T00:00:00.000Z");
  });
});
