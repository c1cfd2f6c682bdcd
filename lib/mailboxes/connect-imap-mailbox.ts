// Connects an IMAP mailbox (issue 15): the password goes to the service in the connect body and is
// not kept anywhere by Milepost. The service answers `connecting` at once and signs in afterwards, so
// Milepost waits (up to WAIT_MS) for the sign-in's outcome: a wrong password, an unreachable host, a
// wrong port or a TLS mismatch is then said by the form, and the mailbox is disconnected here and at
// the service — nothing stays connected. The row is written before waiting, so results the
// scan sends meanwhile already find their owner.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { userRegion } from "@/lib/inbox/email-settings";
import {
  connectImapMailbox as connectAtService,
  disconnectMailbox,
  listMailboxesByTags,
} from "@/lib/services/email/mailbox-client";
import { describeMailboxState } from "./mailbox-state-words";
import { mailboxCommon, scanSettingsSchema } from "./mailbox-settings";
import { mailboxTagFor } from "./mailbox-tag";
import { saveServiceMailbox } from "./save-service-mailbox";
import { MailboxState } from "./mailbox-state";

const WAIT_MS = 25_000;

export const imapConnectSchema = scanSettingsSchema.extend({
  address: z.email({ message: "Enter the mailbox address, e.g. you@example.com" }).max(254),
  host: z
    .string()
    .trim()
    .min(1, "Enter the IMAP server")
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$|^\[?[0-9a-fA-F:.]+\]?$/, "Enter a server name like imap.example.com"),
  port: z
    .number({ message: "Enter a port number" })
    .int()
    .min(1, "Ports go from 1 to 65535")
    .max(65535, "Ports go from 1 to 65535"),
  secure: z.boolean(),
  password: z.string().min(1, "Enter the mailbox password").max(1000),
});
export type ImapConnectInput = z.infer<typeof imapConnectSchema>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function connectImapMailbox(userId: string, input: ImapConnectInput) {
  const tag = mailboxTagFor(userId);
  const region = await userRegion(userId);
  const existing = await db.mailbox.findFirst({
    where: { userId, login: { equals: input.address, mode: "insensitive" }, disconnectedAt: null },
    select: { id: true },
  });
  if (existing)
    throw badRequest("This mailbox is already connected.", { address: "This mailbox is already connected" });

  const mb = await connectAtService(region, {
    ...mailboxCommon(tag, input),
    login: input.address,
    password: input.password,
    host: input.host,
    port: input.port,
    secure: input.secure,
  });
  const row = await saveServiceMailbox(userId, tag, region, mb);

  let state = mb;
  for (
    const started = Date.now();
    state.state === MailboxState.Connecting && Date.now() - started < WAIT_MS;
  ) {
    await sleep(400);
    state = (await listMailboxesByTags(region, [tag])).find((m) => m.id === mb.id) ?? {
      ...state,
      state: MailboxState.Error,
      errorCode: "unknown",
      errorMessage: "The service dropped the mailbox while connecting.",
    };
  }
  if (state.state === MailboxState.Error) {
    // Disconnected here first, then at the service: a list reload that read the service a moment
    // before sees the copy disconnected and leaves it so (it used to adopt a deleted one again).
    await db.mailbox.update({
      where: { id: row.id },
      data: {
        disconnectedAt: new Date(),
        state: MailboxState.Error,
        errorCode: state.errorCode ?? "unknown",
        errorMessage: state.errorMessage ?? null,
        listen: false,
      },
    });
    await disconnectMailbox(region, mb.id).catch(() => false);
    const words = describeMailboxState(MailboxState.Error, state.errorCode, state.errorMessage);
    const field = state.errorCode === "authentication" ? "password" : "host";
    throw badRequest(`${words.label}: ${words.detail}`, { [field]: words.label });
  }
  // State-change callbacks may already have moved it on: only a row still `connecting` takes this.
  await db.mailbox.updateMany({
    where: { id: row.id, state: MailboxState.Connecting },
    data: { state: state.state },
  });
  return { id: row.id };
}
