// Integration (real PostgreSQL, the real callback receiver): parse results → email rows,
// itineraries of every type, re-parses updating one row, cancellations, statements into accounts.
import { describe, expect, it } from "vitest";
import { emailCallback } from "@/lib/callbacks/handlers/email";
import { serviceConfig } from "@/lib/env";
import { saveSearchAccount } from "@/lib/loyalty-accounts/save-search-account";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";
import { updateEmailSettings } from "./email-settings";
import {
  busItinerary,
  carItinerary,
  flightItinerary,
  hotelItinerary,
  parseResult,
  trainItinerary,
} from "./fixtures";

const handler = emailCallback;
const { callbackUser, callbackPassword } = serviceConfig("email");
const auth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;
const post = (body: unknown) =>
  receiveNow(
    handler,
    new Request("http://127.0.0.1/api/callbacks/email", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", authorization: auth },
    }),
  );

async function sentEmail(userId: string) {
  const email = await db.emailMessage.create({
    data: { userId, origin: "upload", region: "us", sizeBytes: 100, status: "sent", subject: "Trip" },
  });
  const requestId = uniqueId("er");
  await db.serviceRequest.create({
    data: { service: "email", requestId, userId, kind: "email-parse", parentId: email.id },
  });
  await db.emailParse.create({ data: { requestId, emailId: email.id, userId } });
  return { emailId: email.id, requestId };
}

describe("email callback → itineraries", () => {
  it("stores every itinerary type with its fields, the envelope, the whose-trip flag; redelivery stores once", async () => {
    const user = await createTestUser();
    await db.emailSettings.create({
      data: {
        userId: user.id,
        forwardingToken: uniqueId("t").replace(/-/g, ""),
        travelerNames: ["John Doe"],
      },
    });
    const { emailId, requestId } = await sentEmail(user.id);
    const body = parseResult(requestId, {
      apiVersion: "2",
      itineraries: [
        flightItinerary(),
        hotelItinerary(),
        carItinerary(),
        trainItinerary(),
        busItinerary(),
        { type: "cruise", ship: "?" },
      ],
      pricingInfo: { total: 1, currencyCode: "USD" },
    });
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    const rows = await db.itinerary.findMany({ where: { userId: user.id }, orderBy: { startAt: "asc" } });
    expect(rows.map((r) => [r.type, r.confirmationNumber, r.source, r.emailId, r.otherTraveler])).toEqual([
      ["flight", "K7XQ2M", "email", emailId, false],
      ["hotelReservation", "83921-HX", "email", emailId, false],
      ["carRental", "H4477120", "email", emailId, false],
      ["train", "VIA5521", "email", emailId, true], // Jane Smith travels, not John Doe
      ["bus", "FB-99120", "email", emailId, false],
    ]);
    const flight = rows[0]!.data as ReturnType<typeof flightItinerary>;
    expect(flight.travelers[0]!.seats).toHaveLength(2);
    expect(flight.segments[1]!.operatingCarrier).toMatchObject({
      airline: { iata: "AC" },
      flightNumber: "1042",
    });
    expect(flight.segments[1]!.marketingCarrier.isCodeshare).toBe(true);
    expect(rows[0]!.startAt?.toISOString()).toBe("2030-03-14T15:05:00.000Z"); // 08:05 at UTC−7
    const parse = await db.emailParse.findUniqueOrThrow({ where: { requestId } });
    expect(parse).toMatchObject({
      status: "success",
      providerCode: "united",
      fromProvider: true,
      parsingMethod: "auto",
      subject: "Your trip confirmation",
    });
    expect(parse.counts).toEqual({ flight: 2, hotelReservation: 1, carRental: 1, train: 1, bus: 1 });
    expect(parse.itineraryIds).toHaveLength(5);
    expect(parse.flightDataMethodsUsed).toEqual([{ name: "flightDataScheduleByFlight", count: 1 }]);
    expect((parse.metadata as { unreadableItineraries: number }).unreadableItineraries).toBe(1);
    const sr = await db.serviceRequest.findFirstOrThrow({ where: { service: "email", requestId } });
    expect(sr).toMatchObject({ state: 1, stateText: "success" });
    expect(JSON.stringify(sr.payload)).not.toContain("DOE/JOHN");

    // New names re-decide the flag on what is stored.
    await updateEmailSettings(user.id, { travelerNames: ["Jane Smith"] });
    const flagged = await db.itinerary.findMany({
      where: { userId: user.id, otherTraveler: true },
      select: { type: true },
    });
    expect(flagged.map((r) => r.type).sort()).toEqual(["bus", "carRental", "flight", "hotelReservation"]);
  });

  it("the same reservation from another email is that email's own version; a re-parse of one email updates its row; a cancellation of its own reservation marks it", async () => {
    const user = await createTestUser();
    const first = await sentEmail(user.id);
    await post(parseResult(first.requestId));
    const second = await sentEmail(user.id);
    const changed = flightItinerary("K7XQ2M");
    changed.segments[0]!.departure.localDateTime = "2030-03-14T09:15:00";
    await post(parseResult(second.requestId, { itineraries: [changed] }));
    await post(parseResult(second.requestId, { itineraries: [changed] })); // redelivered: nothing new
    let rows = await db.itinerary.findMany({ where: { userId: user.id }, orderBy: { firstSeenAt: "asc" } });
    expect(rows.map((r) => [r.emailId, r.startLocal, r.cancelled])).toEqual([
      [first.emailId, "2030-03-14T08:05:00", false],
      [second.emailId, "2030-03-14T09:15:00", false],
    ]);
    // The same email saying later the reservation is cancelled: its row, marked, keeping what was known.
    await post(
      parseResult(second.requestId, {
        itineraries: [
          { type: "flight", status: "cancelled", confirmationNumbers: [{ number: "K7XQ2M" }], segments: [] },
        ],
      }),
    );
    rows = await db.itinerary.findMany({ where: { userId: user.id, emailId: second.emailId } });
    expect(rows.map((r) => [r.cancelled, r.startLocal])).toEqual([[true, "2030-03-14T09:15:00"]]);
    // Deleting an email deletes only its own version.
    await db.emailMessage.delete({ where: { id: second.emailId } });
    expect((await db.itinerary.findMany({ where: { userId: user.id } })).map((r) => r.emailId)).toEqual([
      first.emailId,
    ]);
  });

  it("stores invalid results with the reject method and missing fields, and review then success", async () => {
    const user = await createTestUser();
    const { requestId } = await sentEmail(user.id);
    await post(parseResult(requestId, { status: "review", itineraries: undefined }));
    expect(await db.emailParse.findUniqueOrThrow({ where: { requestId } })).toMatchObject({
      status: "review",
    });
    await post(
      parseResult(requestId, {
        status: "invalid",
        rejectMethod: "incomplete",
        missingFields: ["checkInDate"],
        statusMessage: "Missing dates",
        parsingMethod: "manual",
        itineraries: undefined,
      }),
    );
    expect(await db.emailParse.findUniqueOrThrow({ where: { requestId } })).toMatchObject({
      status: "invalid",
      rejectMethod: "incomplete",
      missingFields: ["checkInDate"],
      parsingMethod: "manual",
    });
    // A late pending delivery never overwrites the final one.
    await post(
      parseResult(requestId, {
        status: "review",
        itineraries: undefined,
        metadata: { from: { email: "x@y.z" }, subject: "again" },
      }),
    );
    expect(await db.emailParse.findUniqueOrThrow({ where: { requestId } })).toMatchObject({
      status: "invalid",
    });
  });
});

describe("statements → linked loyalty accounts", () => {
  const statement = (extra: Record<string, unknown> = {}) => ({
    providerCode: "delta",
    login: "jo****@example.com",
    loginMask: "center",
    balance: 84_210,
    balanceDate: "2030-01-31",
    expirationDate: "2031-01-31",
    properties: [{ code: "Status", name: "Status", kind: 3, value: "Gold Medallion" }],
    history: [
      {
        fields: [
          { code: "PostingDate", name: "Date", value: "2030-01-12" },
          { code: "Description", name: "Description", value: "Flight DL 405" },
          { code: "Miles", name: "Miles", value: "2,310" },
        ],
      },
      {
        fields: [
          { code: "PostingDate", name: "Date", value: "2030-01-20" },
          { code: "Description", name: "Description", value: "Card spend" },
          { code: "Miles", name: "Miles", value: 1200 },
        ],
      },
    ],
    ...extra,
  });

  it("updates the matching account (masked login), merges history without duplicates, ignores an older balance", async () => {
    const user = await createTestUser();
    const acct = await saveSearchAccount(user.id, "loyalty", "delta", {
      login: "john@example.com",
      password: "pw",
    });
    const other = await saveSearchAccount(user.id, "loyalty", "delta", {
      login: "jane@example.com",
      password: "pw",
    });
    // As after a complete history reply (lib/loyalty-accounts/store-history.ts): rows added by a
    // statement make the stored rows differ from it, so the digest must go.
    await db.loyaltyAccount.update({
      where: { id: acct.id },
      data: { historyDigest: "last-complete-reply" },
    });
    const a = await sentEmail(user.id);
    await post(
      parseResult(a.requestId, {
        itineraries: undefined,
        providerCode: "delta",
        loyaltyAccount: statement(),
      }),
    );
    let account = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: acct.id } });
    expect(account.balance?.toNumber()).toBe(84_210);
    expect(account.expirationDate?.toISOString().slice(0, 10)).toBe("2031-01-31");
    expect(account.properties).toEqual([
      { code: "Status", name: "Status", kind: "3", value: "Gold Medallion" },
    ]);
    expect(await db.loyaltyHistoryRow.count({ where: { accountId: acct.id } })).toBe(2);
    expect(await db.loyaltyHistoryRow.count({ where: { accountId: other.id } })).toBe(0);
    const parse = await db.emailParse.findUniqueOrThrow({ where: { requestId: a.requestId } });
    expect(parse.statement).toMatchObject({
      accountId: acct.id,
      balanceUpdated: true,
      historyAdded: 2,
      balance: 84_210,
    });
    expect(account.historyDigest).toBeNull();

    // An older statement repeating a row: no balance change, no duplicate row, one new row; its
    // elite status does not replace the newer one, a property the account lacked is added.
    const b = await sentEmail(user.id);
    const older = statement({
      balance: 1,
      balanceDate: "2029-12-31",
      properties: [
        { code: "Status", name: "Status", kind: 3, value: "Silver Medallion" },
        { code: "MQD", name: "MQDs", kind: 19, value: "4,100" },
      ],
      history: [
        statement().history[0],
        {
          fields: [
            { code: "PostingDate", name: "Date", value: "2029-12-30" },
            { code: "Description", name: "Description", value: "Hotel" },
            { code: "Miles", name: "Miles", value: "500" },
          ],
        },
      ],
    });
    await post(parseResult(b.requestId, { itineraries: undefined, loyaltyAccount: older }));
    account = await db.loyaltyAccount.findUniqueOrThrow({ where: { id: acct.id } });
    expect(account.balance?.toNumber()).toBe(84_210);
    expect(await db.loyaltyHistoryRow.count({ where: { accountId: acct.id } })).toBe(3);
    expect(account.properties).toEqual([
      { code: "Status", name: "Status", kind: "3", value: "Gold Medallion" },
      { code: "MQD", name: "MQDs", kind: "19", value: "4,100" },
    ]);
  });

  it("without a matching account it only summarizes (the page offers to link)", async () => {
    const user = await createTestUser();
    const a = await sentEmail(user.id);
    await post(
      parseResult(a.requestId, {
        itineraries: undefined,
        loyaltyAccount: { providerCode: "marriott", login: "john@example.com", isMember: true },
      }),
    );
    const parse = await db.emailParse.findUniqueOrThrow({ where: { requestId: a.requestId } });
    expect(parse.statement).toMatchObject({
      accountId: null,
      providerCode: "marriott",
      login: "john@example.com",
      loginMasked: false,
      isMember: true,
    });
  });
});
