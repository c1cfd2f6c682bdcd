// Integration: mailbox state changes through the one receiver (receiveCallback), against the real
// PostgreSQL — the same front door as every other callback: 401 before parsing, 413, 400, applied
// before the 200, an older event never moves a mailbox back, a stranger's mailbox is never touched.
import { describe, expect, it } from "vitest";
import { mailboxStatesCallback } from "@/lib/callbacks/handlers/mailbox-states";
import { serviceConfig } from "@/lib/env";
import { mailboxTagFor } from "@/lib/mailboxes/mailbox-tag";
import { receiveNow } from "@/lib/test/receive-now";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

const { callbackUser, callbackPassword } = serviceConfig("email");
const goodAuth = `Basic ${Buffer.from(`${callbackUser}:${callbackPassword}`).toString("base64")}`;

const post = (body: string, auth?: string) =>
  receiveNow(
    mailboxStatesCallback,
    new Request("http://127.0.0.1/api/callbacks/mailbox-states", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
    }),
  );

async function connectedMailbox() {
  const user = await createTestUser();
  const serviceMailboxId = uniqueId("mbx");
  const mailbox = await db.mailbox.create({
    data: {
      userId: user.id,
      ownerTag: mailboxTagFor(user.id),
      serviceMailboxId,
      login: `${uniqueId("m")}@example.org`,
      type: "imap",
      region: "us",
      state: "connecting",
      stateAt: new Date("2026-01-01T00:00:00Z"),
    },
  });
  const event = (state: string, date: string, extra: Record<string, unknown> = {}) => ({
    mailboxId: serviceMailboxId,
    userData: mailbox.ownerTag,
    state,
    date,
    ...extra,
  });
  const row = () =>
    db.mailbox.findUniqueOrThrow({
      where: { id: mailbox.id },
      select: { state: true, emailsRead: true, errorCode: true },
    });
  return { mailbox, event, row };
}

describe("mailbox state-change receiver", () => {
  it("applies events before answering 200, and an older event never moves the mailbox back", async () => {
    const { event, row } = await connectedMailbox();
    const res = await post(
      JSON.stringify([event("scanning", "2026-02-01T10:00:00Z", { emailsRead: 12 })]),
      goodAuth,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["stored"] });
    expect(await row()).toMatchObject({ state: "scanning", emailsRead: 12 });

    const older = await post(JSON.stringify(event("connecting", "2026-01-15T10:00:00Z")), goodAuth);
    expect(await older.json()).toMatchObject({ outcomes: ["stale"] });
    expect(await row()).toMatchObject({ state: "scanning", emailsRead: 12 });
  });

  it("refuses a missing or wrong password with 401 before reading the body, and changes nothing", async () => {
    const { event, row } = await connectedMailbox();
    const before = await row();
    const body = JSON.stringify([event("error", "2026-03-01T10:00:00Z", { errorCode: "authentication" })]);
    expect((await post(body)).status).toBe(401);
    expect(
      (await post(body, `Basic ${Buffer.from(`${callbackUser}:wrong`).toString("base64")}`)).status,
    ).toBe(401);
    expect(await row()).toEqual(before);
  });

  it("refuses malformed and oversize bodies (400, 413) and changes nothing", async () => {
    const { event, row } = await connectedMailbox();
    const before = await row();
    for (const bad of ["{not json", JSON.stringify([]), JSON.stringify([{ state: "scanning" }])])
      expect((await post(bad, goodAuth)).status).toBe(400);
    const huge = JSON.stringify([
      event("finished", "2026-03-01T10:00:00Z", { pad: "x".repeat(21 * 1024 * 1024) }),
    ]);
    expect((await post(huge, goodAuth)).status).toBe(413);
    expect(await row()).toEqual(before);
  });

  it("acknowledges events for a mailbox whose tag is not its owner's without touching it", async () => {
    const { mailbox, row } = await connectedMailbox();
    const before = await row();
    const forged = {
      mailboxId: mailbox.serviceMailboxId,
      userData: "someone-else",
      state: "error",
      date: "2026-04-01T00:00:00Z",
    };
    const res = await post(JSON.stringify([forged]), goodAuth);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcomes: ["unknown-mailbox"] });
    expect(await row()).toEqual(before);
  });
});
