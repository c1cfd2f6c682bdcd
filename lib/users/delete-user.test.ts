// Integration (real PostgreSQL, the real simulated mailbox scanner over HTTP): deleting a Milepost
// account needs the password, disconnects connected mailboxes at the service first, and leaves no
// row of the user in any table that has a userId, nor their callback bodies or sign-in attempts,
// while another user's rows (and a shared callback body still to be normalized) stay.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";

const sim = await vi.hoisted(async () => {
  const { startSimulator } = await import("../../simulator/server");
  const { createMailboxServices } =
    await import("../../simulator/services/email/mailboxes/create-mailbox-services");
  const running = await startSimulator(
    { port: 0, timeScale: 0.01 },
    { factories: [(h) => createMailboxServices(h)], log: () => {} },
  );
  vi.stubEnv("EMAIL_API_URL", `${running.url}/email`);
  vi.stubEnv("EMAIL_EU_API_URL", "http://127.0.0.1:9/email-eu"); // nothing answers: the "service down" case
  vi.stubEnv("EMAIL_REGION", "us");
  vi.stubEnv("APP_URL", "http://127.0.0.1:9");
  return running;
});

import { hashPassword } from "@/lib/auth/password";
import { connectImapMailbox } from "@/lib/mailboxes/connect-imap-mailbox";
import { disconnectMailbox as disconnectAtService } from "@/lib/services/email/mailbox-client";
import { db, uniqueId } from "@/lib/test/test-db";
import { deleteUser } from "./delete-user";
import { ident } from "@/lib/sql/template";

afterAll(() => sim.close());

const PASSWORD = "correct horse battery";

/** A user with a password, a linked account, a request with a callback body, and a sign-in attempt. */
async function userWithData() {
  const email = `${uniqueId("leaver")}@example.test`;
  const user = await db.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD) },
    select: { id: true, email: true },
  });
  await db.loyaltyAccount.create({
    data: { userId: user.id, providerCode: "aa", login: uniqueId("login"), passwordSealed: "sealed" },
  });
  const requestId = randomUUID();
  await db.serviceRequest.create({
    data: { userId: user.id, service: "loyalty", kind: "loyalty-check", requestId, phase: "final" },
  });
  await db.callbackInbox.create({
    data: {
      service: "loyalty",
      bodyHash: randomUUID(),
      body: { balance: 1 },
      requestIds: [requestId],
      processedAt: new Date(),
    },
  });
  await db.signInAttempt.create({ data: { email, ip: "203.0.113.9" } });
  return { ...user, requestId };
}

/** Rows naming the user in every table with a "userId" column, by table. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'userId'`;
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.$queryRaw<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM ${ident(table)} WHERE "userId" = ${userId}`;
    if (row!.n) counts[table] = row!.n;
  }
  return counts;
}

const inboxWith = (requestId: string) =>
  db.callbackInbox.count({ where: { requestIds: { has: requestId } } });

describe("deleting a Milepost account", () => {
  it("refuses a wrong password, deletes nothing, and counts it as a failed sign-in", async () => {
    const user = await userWithData();
    const before = await rowsOf(user.id);
    expect(await deleteUser(user.id, "not my password", "203.0.113.10")).toEqual({
      ok: false,
      reason: "wrong-password",
    });
    expect(await rowsOf(user.id)).toEqual(before);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect(await db.signInAttempt.count({ where: { email: user.email, ip: "203.0.113.10" } })).toBe(1);
  });

  it("disconnects the mailbox at the service, then leaves nothing of the user and everything of another", async () => {
    const leaver = await userWithData();
    const stayer = await userWithData();
    const { id } = await connectImapMailbox(leaver.id, {
      address: `${uniqueId("pat")}@demo.milepost.test`,
      host: "imap.demo.milepost.test",
      port: 993,
      secure: true,
      password: "a-secret-password-123",
      startFrom: "2026-01-01",
      listen: true,
    });
    const { serviceMailboxId } = await db.mailbox.findUniqueOrThrow({ where: { id } });
    // A body not yet normalized that carries both users' requests (a loyalty package may) stays.
    await db.callbackInbox.create({
      data: {
        service: "loyalty",
        bodyHash: randomUUID(),
        body: {},
        requestIds: [leaver.requestId, stayer.requestId],
      },
    });
    const stayerRows = await rowsOf(stayer.id);
    expect(Object.keys(await rowsOf(leaver.id))).toEqual(
      expect.arrayContaining(["LoyaltyAccount", "ServiceRequest", "Mailbox"]),
    );

    expect(await deleteUser(leaver.id, PASSWORD, "203.0.113.11")).toEqual({ ok: true });

    expect(await rowsOf(leaver.id)).toEqual({});
    expect(await db.user.count({ where: { id: leaver.id } })).toBe(0);
    expect(await db.signInAttempt.count({ where: { email: leaver.email } })).toBe(0);
    expect(await inboxWith(leaver.requestId)).toBe(1); // only the shared body still to be normalized
    expect(await disconnectAtService("us", serviceMailboxId)).toBe(false); // the service no longer knows it

    expect(await rowsOf(stayer.id)).toEqual(stayerRows);
    expect(await inboxWith(stayer.requestId)).toBe(2);
    expect(await db.signInAttempt.count({ where: { email: stayer.email } })).toBe(1);
    // Asked again (a second click, another browser): nothing left to do.
    expect(await deleteUser(leaver.id, PASSWORD, "203.0.113.11")).toEqual({ ok: true });
  });

  it("deletes nothing when the email service does not confirm a mailbox's disconnection", async () => {
    const user = await userWithData();
    await db.mailbox.create({
      data: {
        userId: user.id,
        serviceMailboxId: "4711",
        ownerTag: uniqueId("tag"),
        login: "sam@example.test",
        type: "imap",
        region: "eu",
        state: "listening",
      },
    });
    const before = await rowsOf(user.id);
    expect(await deleteUser(user.id, PASSWORD, "203.0.113.12")).toEqual({
      ok: false,
      reason: "mailbox-still-connected",
    });
    expect(await rowsOf(user.id)).toEqual(before);
    expect(await inboxWith(user.requestId)).toBe(1);
  });
});
