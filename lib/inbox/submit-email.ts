// One email handed to Milepost (upload, paste, forward, demo): checked and its headers read
// locally, stored sealed, then sent to the parsing service. A refused email changes nothing and
// says why; it never affects the others of the same batch.
import "server-only";
import { db } from "@/lib/db";
import { sealSecret } from "@/lib/loyalty-accounts/seal";
import { readEmailHeaders } from "./read-email-headers";
import { userRegion } from "./email-settings";
import { sendStoredEmail } from "./send-email";

export type EmailOrigin = "upload" | "paste" | "forward" | "demo";
export type SubmitResult = { ok: true; id: string; status: string } | { ok: false; error: string };

export async function submitEmail(userId: string, raw: string, opts: { origin: EmailOrigin; fileName?: string; byteLength?: number }): Promise<SubmitResult> {
  const byteLength = opts.byteLength ?? Buffer.byteLength(raw);
  const read = await readEmailHeaders(raw, byteLength);
  if (!read.ok) return read;
  const email = await db.emailMessage.create({
    data: {
      userId,
      origin: opts.origin,
      region: await userRegion(userId),
      ...read.headers,
      fileName: opts.fileName?.slice(0, 255) ?? null,
      sizeBytes: byteLength,
      rawSealed: sealSecret(raw),
    },
    select: { id: true },
  });
  const status = await sendStoredEmail(email.id);
  return { ok: true, id: email.id, status };
}
