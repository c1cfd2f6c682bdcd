// "Your email addresses" (issue 34 item 2): the account email and the addresses the user added in
// Settings — the senders whose mail to the forwarding address is applied (lib/inbox/sender-rule.ts).
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest } from "@/lib/http/errors";
import { mailRelayConfigured } from "@/lib/notifications/mail-transport";
import { sendConfirmationEmail } from "./sender-address-confirmation";
import { newForwardingToken } from "./forwarding-token";
import { senderKey } from "./sender-rule";

export const MAX_SENDER_ADDRESSES = 20;

export const senderAddressInput = z.object({
  address: z
    .string()
    .trim()
    .min(1, "Enter an email address")
    .max(254, "An address is at most 254 characters")
    .email("Enter a valid email address"),
});

export interface SenderAddressesView {
  /** The account's own email: always one of the user's addresses, not removable here. */
  account: string;
  /** Addresses that count: confirmed by their link, or added while no mail relay was configured. */
  added: string[];
  /** Added with a relay configured and waiting for the link sent to them: their mail is still held. */
  pending: string[];
  /** Whether an added address is confirmed by a link (a mail relay is configured) or trusted at once. */
  confirmByLink: boolean;
}

export async function listSenderAddresses(userId: string): Promise<SenderAddressesView> {
  const [user, added] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
    db.senderAddress.findMany({
      where: { userId },
      select: { address: true, confirmedAt: true },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  return {
    account: user.email,
    added: added.filter((a) => a.confirmedAt).map((a) => a.address),
    pending: added.filter((a) => !a.confirmedAt).map((a) => a.address),
    confirmByLink: mailRelayConfigured(),
  };
}

/** Every address the user's forwarded mail may come from. */
export async function ownAddresses(userId: string): Promise<string[]> {
  const { account, added } = await listSenderAddresses(userId);
  return [account, ...added];
}

/** Adds an address (stored in comparable form). With a mail relay configured it waits for the link
 *  sent to it (adding it again sends a new link); without one, or when the user approved it as the
 *  sender of a held email they saw (`confirmed`), it counts at once. */
export async function addSenderAddress(
  userId: string,
  address: string,
  options: { confirmed?: boolean; relay?: boolean } = {},
): Promise<SenderAddressesView> {
  const key = senderKey(address);
  if (!key) throw badRequest("Enter a valid email address", { address: "Enter a valid email address" });
  const view = await listSenderAddresses(userId);
  if (senderKey(view.account) === key || view.added.includes(key)) return view;
  if (!view.pending.includes(key) && view.added.length + view.pending.length >= MAX_SENDER_ADDRESSES) {
    throw badRequest(`At most ${MAX_SENDER_ADDRESSES} addresses`, {
      address: `At most ${MAX_SENDER_ADDRESSES} addresses`,
    });
  }
  const byLink = !options.confirmed && (options.relay ?? mailRelayConfigured());
  const now = new Date();
  await db.emailSettings.upsert({
    where: { userId },
    create: { userId, forwardingToken: newForwardingToken() },
    update: {},
  });
  await db.senderAddress.upsert({
    where: { userId_address: { userId, address: key } },
    create: { userId, address: key, confirmedAt: byLink ? null : now },
    update: byLink ? {} : { confirmedAt: now },
  });
  if (byLink) await sendConfirmationEmail(userId, key, now);
  return listSenderAddresses(userId);
}

export async function removeSenderAddress(userId: string, address: string): Promise<SenderAddressesView> {
  const key = senderKey(address);
  if (key) await db.senderAddress.deleteMany({ where: { userId, address: key } });
  return listSenderAddresses(userId);
}
