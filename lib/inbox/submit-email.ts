// One email handed to Milepost (upload, paste, forward, demo): checked and its headers read
// locally, stored sealed, then sent to the parsing service. A refused email changes nothing and
// says why; it never affects the others of the same batch. Forwarded mail from a sender who is not
// one of the user's addresses is held instead (issue 34 item 2, sender-rule.ts): stored sealed,
// sent nowhere, until the user approves the sender. Uploads and pastes are the user's own act, and
// a connected mailbox is the user's own: neither is held.
import "server-only";
import { db } from "@/lib/db";
import { sealSecret } from "@/lib/loyalty-accounts/seal";
import { readEmailHeaders } from "./read-email-headers";
import { userRegion } from "./email-settings";
import { ownAddresses } from "./sender-addresses";
import { heldSender } from "./sender-rule";
import { sendStoredEmail } from "./send-email";
import { EmailMessageStatus } from "./email-message-status";

export type EmailOrigin = "upload" | "paste" | "forward" | "demo";
export type SubmitResult = { ok: true; id: string; status: string } | { ok: false; error: string };

/** `envelopeFrom`: for origin "forward", the SMTP MAIL FROM (null for the null sender). */
export async function submitEmail(
  userId: string,
  raw: string,
  opts: { origin: EmailOrigin; fileName?: string; byteLength?: number; envelopeFrom?: string | null },
): Promise<SubmitResult> {
  const byteLength = opts.byteLength ?? Buffer.byteLength(raw);
  const read = await readEmailHeaders(raw, byteLength);
  if (!read.ok) return read;
  const held =
    opts.origin === "forward"
      ? heldSender(
          { envelopeFrom: opts.envelopeFrom ?? null, headerFrom: read.fromAddress },
          await ownAddresses(userId),
        )
      : null;
  const email = await db.emailMessage.create({
    data: {
      userId,
      origin: opts.origin,
      region: await userRegion(userId),
      ...read.headers,
      fileName: opts.fileName?.slice(0, 255) ?? null,
      sizeBytes: byteLength,
      rawSealed: sealSecret(raw),
      ...(held ? { status: EmailMessageStatus.Held, heldSender: held.sender } : {}),
    },
    select: { id: true },
  });
  if (held) return { ok: true, id: email.id, status: EmailMessageStatus.Held };
  const status = await sendStoredEmail(email.id);
  return { ok: true, id: email.id, status };
}
