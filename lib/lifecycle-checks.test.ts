// Integration (real PostgreSQL, migrated by scripts/test.ts): each lifecycle column's CHECK allows
// exactly the words of its const object in lib/ (migration 20261201000700_lifecycle_checks), and a
// word outside it is refused by the database whoever writes it, while its own words are stored.
import { describe, expect, it } from "vitest";
import { SyncRunStatus } from "@/lib/business/sync-run-status";
import { EmailMessageStatus } from "@/lib/inbox/email-message-status";
import { MailboxState } from "@/lib/mailboxes/mailbox-state";
import { OutboxState } from "@/lib/notifications/outbox-state";
import { RequestPhase } from "@/lib/service-requests/request-phase";
import { createTestUser, db, uniqueId } from "@/lib/test/test-db";

/** The words a CHECK (col IN (…)) constraint allows, read back from PostgreSQL's catalog. */
async function allowedWords(constraint: string): Promise<string[]> {
  const [row] = await db.$queryRaw<
    { def: string }[]
  >`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${constraint}`;
  if (!row) throw new Error(`no constraint ${constraint}`);
  return [...row.def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!).sort();
}

type Lifecycle = {
  constraint: string;
  words: Record<string, string>;
  write: (word: string) => Promise<unknown>;
};

async function lifecycles(): Promise<Lifecycle[]> {
  const user = await createTestUser();
  const userId = user.id;
  const connection = await db.businessConnection.create({
    data: { userId, apiKeySealed: "sealed", apiKeyLast4: "0000" },
    select: { id: true },
  });
  const mailbox = await db.mailbox.create({
    data: {
      userId,
      serviceMailboxId: uniqueId("mb"),
      ownerTag: uniqueId("tag"),
      login: "trips@example.test",
      type: "imap",
      region: "us",
      state: MailboxState.Connecting,
    },
    select: { id: true },
  });
  return [
    {
      constraint: "ServiceRequest_phase_check",
      words: RequestPhase,
      write: (phase) =>
        db.serviceRequest.create({ data: { service: "flights", kind: "flight-search", userId, phase } }),
    },
    {
      constraint: "EmailMessage_status_check",
      words: EmailMessageStatus,
      write: (status) =>
        db.emailMessage.create({ data: { userId, origin: "upload", region: "us", sizeBytes: 1, status } }),
    },
    {
      constraint: "BusinessSyncRun_status_check",
      words: SyncRunStatus,
      write: (status) =>
        db.businessSyncRun.create({ data: { userId, connectionId: connection.id, reason: "user", status } }),
    },
    {
      constraint: "Mailbox_state_check",
      words: MailboxState,
      write: (state) => db.mailbox.update({ where: { id: mailbox.id }, data: { state } }),
    },
    {
      constraint: "OutboxEmail_state_check",
      words: OutboxState,
      write: (state) =>
        db.outboxEmail.create({
          data: {
            userId,
            kind: "digest",
            dedupeKey: uniqueId("d"),
            toAddress: "sam@example.test",
            subject: "s",
            text: "t",
            html: "h",
            messageId: uniqueId("m"),
            state,
          },
        }),
    },
  ];
}

describe("lifecycle columns take only their own words", () => {
  it("each CHECK allows exactly the words of its const object", async () => {
    for (const { constraint, words } of await lifecycles())
      expect(await allowedWords(constraint), constraint).toEqual(Object.values(words).sort());
  });

  it("a word outside the list is refused by the database; each word of the list is stored", async () => {
    for (const { constraint, words, write } of await lifecycles()) {
      await expect(write("finshed"), constraint).rejects.toThrow(constraint);
      for (const word of Object.values(words))
        await expect(write(word), `${constraint} ${word}`).resolves.toBeDefined();
    }
  });
});
