// Integration (real PostgreSQL, the real simulated scanner over HTTP): connecting the demo mailbox
// stores no password, the list reconciles with the service, disconnecting works even when the
// service already forgot the mailbox, and nobody can disconnect another user's mailbox.
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
  vi.stubEnv("EMAIL_EU_API_URL", `${running.url}/email-eu`);
  vi.stubEnv("EMAIL_REGION", "us");
  vi.stubEnv("APP_URL", "http://127.0.0.1:9"); // callbacks go nowhere here; the results path has its own test
  return running;
});

import { HttpError } from "@/lib/http/errors";
import { disconnectMailbox as disconnectAtService } from "@/lib/services/email/mailbox-client";
import { createTestUser, db } from "@/lib/test/test-db";
import { connectImapMailbox } from "./connect-imap-mailbox";
import { disconnectMailbox } from "./disconnect-mailbox";
import { listMailboxes } from "./list-mailboxes";

afterAll(() => sim.close());

const demo = (address: string) => ({
  address,
  host: "imap.demo.milepost.test",
  port: 993,
  secure: true,
  password: "a-secret-password-123",
  startFrom: "2026-01-01",
  listen: true,
});

describe("connect, list and disconnect against the simulated scanner", () => {
  it("connects the demo mailbox without keeping the password, and lists it reconciled", async () => {
    const user = await createTestUser();
    const { id } = await connectImapMailbox(user.id, demo("alex@demo.milepost.test"));
    const row = await db.mailbox.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      userId: user.id,
      login: "alex@demo.milepost.test",
      type: "imap",
      region: "us",
    });
    expect(row.ownerTag).toMatch(/^mp[0-9a-f]{40}$/);
    expect(JSON.stringify(row)).not.toContain("a-secret-password-123");
    const list = await listMailboxes(user.id);
    expect(list.live).toBe(true);
    expect(list.mailboxes.map((m) => m.login)).toEqual(["alex@demo.milepost.test"]);
    expect(JSON.stringify(list)).not.toContain("a-secret-password-123");

    // The same address twice is refused by the form, nothing new stored.
    await expect(connectImapMailbox(user.id, demo("Alex@demo.milepost.test"))).rejects.toBeInstanceOf(
      HttpError,
    );
    expect(await db.mailbox.count({ where: { userId: user.id } })).toBe(1);
  });

  it("shows a mailbox the service forgot, and disconnecting it still succeeds and keeps what it found", async () => {
    const user = await createTestUser();
    const { id } = await connectImapMailbox(user.id, demo("pat@demo.milepost.test"));
    const row = await db.mailbox.findUniqueOrThrow({ where: { id } });
    expect(await disconnectAtService("us", row.serviceMailboxId)).toBe(true);
    expect(await disconnectAtService("us", row.serviceMailboxId)).toBe(false); // already gone: 404

    const list = await listMailboxes(user.id);
    expect(list.mailboxes[0]).toMatchObject({
      state: "error",
      errorMessage: "The service no longer has this mailbox.",
    });

    const other = await createTestUser();
    await expect(disconnectMailbox(other.id, id, true)).rejects.toMatchObject({ status: 404 });
    expect(await disconnectMailbox(user.id, id, false)).toEqual({
      disconnected: true,
      itinerariesDeleted: 0,
    });
    expect((await db.mailbox.findUniqueOrThrow({ where: { id } })).disconnectedAt).not.toBeNull();
    expect((await listMailboxes(user.id)).mailboxes).toEqual([]);
  });

  // A refused sign-in leaves nothing connected, even while the page keeps reloading the list: the
  // list reconciles with the service, and a reload that read the service's list just before the
  // mailbox was removed there used to adopt it again (a "Wrong password" mailbox that stayed).
  it("leaves nothing connected after a refused sign-in, whatever list reloads run meanwhile", async () => {
    const user = await createTestUser();
    let settled = false;
    // Several tabs' reloads at once, back to back, so one is bound to be mid-way when it fails.
    const reloads = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (!settled) await listMailboxes(user.id);
      }),
    );
    const refused = connectImapMailbox(user.id, {
      ...demo("sam@example.org"),
      host: "127.0.0.1",
      port: 1,
      secure: false,
    }).finally(() => (settled = true));
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await reloads;
    for (let i = 0; i < 3; i++) expect((await listMailboxes(user.id)).mailboxes).toEqual([]);
    expect(await db.mailbox.count({ where: { userId: user.id, disconnectedAt: null } })).toBe(0);
  });
});
