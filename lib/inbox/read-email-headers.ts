// Checks that a submitted text is an email and reads the headers the inbox list shows (subject,
// sender, date) locally, before anything is sent to the service. Every refusal is a sentence the
// user can act on. Nothing here logs the email or its addresses.
import PostalMime from "postal-mime";
import { readDate } from "@/lib/validation/read-date";
import { EMAIL_MAX_BYTES, EMAIL_MAX_LABEL } from "./limits";

export interface EmailHeaders {
  subject: string | null;
  sender: string | null;
  sentAt: Date | null;
}

/** `fromAddress`: the From header's bare address (the forwarding check's claim; not stored). */
export type ReadResult =
  { ok: true; headers: EmailHeaders; fromAddress: string | null } | { ok: false; error: string };

// A header line: a field name (printable ASCII but ':' and space), a colon, then the value.
const HEADER_LINE = /^[!-9;-~]+:[ \t]?.*$/;
const KNOWN =
  /^(from|to|subject|date|message-id|received|return-path|mime-version|content-type|delivered-to|reply-to|sender):/im;

/** Control characters other than tab/CR/LF/FF, and decoding failures (U+FFFD): a binary file. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 65_536);
  if (sample.includes("\u0000")) return true;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0xfffd) odd++;
  }
  return odd > sample.length * 0.02;
}

const MAX_HEADER_CHARS = 256 * 1024;

/** Decoded header text without NUL (an encoded word can carry one, and PostgreSQL text cannot:
 *  the upload failed with a 500 and forwarded mail with a retry-later, found by fuzz-intake.test.ts). */
const storable = (text: string | null | undefined) => text?.replace(/\u0000/g, "");

export async function readEmailHeaders(
  raw: string,
  byteLength = Buffer.byteLength(raw),
): Promise<ReadResult> {
  if (byteLength > EMAIL_MAX_BYTES)
    return { ok: false, error: `This email is larger than ${EMAIL_MAX_LABEL}, the most Milepost accepts.` };
  if (!raw.trim()) return { ok: false, error: "This is empty: there is no email in it." };
  if (looksBinary(raw))
    return {
      ok: false,
      error: "This is not an email: it looks like a binary file (an .eml file is plain text).",
    };
  const firstLine = raw.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  if (!HEADER_LINE.test(firstLine) || !KNOWN.test(raw.slice(0, 64_000).split(/\r?\n\r?\n/, 1)[0] ?? "")) {
    return {
      ok: false,
      error:
        "This is not an email: it has no email headers (From, Subject, Date…). Save the message as .eml or paste its full source, headers included.",
    };
  }
  // postal-mime decodes encoded words in time that grows faster than their number: a 1 MB header
  // block of them held the request for 40 s (found by fuzz-intake.test.ts). Real ones are a few kB.
  const headerEnd = raw.search(/\r?\n\r?\n/);
  if ((headerEnd < 0 ? raw.length : headerEnd) > MAX_HEADER_CHARS) {
    return { ok: false, error: "This email could not be read: its header block is larger than 256 KB." };
  }
  try {
    const parsed = await PostalMime.parse(raw);
    const from = parsed.from;
    const sender = from
      ? from.name && from.address
        ? `${from.name} <${from.address}>`
        : (from.address ?? from.name ?? null)
      : null;
    // readDate: a date PostgreSQL can store (not year 0 or 10000), else none.
    const date = parsed.date ? readDate(parsed.date) : null;
    return {
      ok: true,
      fromAddress: storable(from?.address)?.slice(0, 254) ?? null,
      headers: {
        subject: storable(parsed.subject)?.slice(0, 500) ?? null,
        sender: storable(sender)?.slice(0, 500) ?? null,
        sentAt: date,
      },
    };
  } catch {
    return { ok: false, error: "This email could not be read: its MIME structure is broken." };
  }
}
