// MIME with postal-mime: the submitted email plus every `message/rfc822` part
// (a forwarded email), each as its own parsed message. `forceRfc822Attachments`
// keeps nested messages out of the outer html/text so each is read on its own.
import PostalMime, { type Email } from "postal-mime";

export interface MailMessage {
  email: Email;
  /** Raw header block (for `returnEmail: headers`) and the whole raw message. */
  headerText: string;
  raw: Uint8Array;
  nested: boolean;
}

/** The typed refusal of the parser: input that is not an email, or one whose MIME cannot be read. */
export class NotAnEmailError extends Error {}

const MAX_NESTED_DEPTH = 3; // forwards of forwards of forwards; deeper ones are left as attachments
const MAX_MESSAGES = 20;
// postal-mime decodes header encoded words in time that grows faster than their number (60,000 of
// them, 1 MB, took 39 s; found by fuzz-parse-email.test.ts). Real header blocks are a few kB.
const MAX_HEADER_BYTES = 256 * 1024;

export async function readEmails(raw: string | Uint8Array): Promise<MailMessage[]> {
  const out: MailMessage[] = [];
  await readOne(withoutPreamble(toBytes(raw)), false, 0, out);
  return out;
}

/** Drops what mail clients put before the headers when saving: a UTF-8 BOM, blank lines and an
 *  mbox `From sender date` line (no colon, so not a header). */
export function withoutPreamble(bytes: Uint8Array): Uint8Array {
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (bytes[start] === 0x0d || bytes[start] === 0x0a) start++;
  const head = new TextDecoder("latin1").decode(bytes.subarray(start, start + 5));
  if (head === "From ") {
    const eol = bytes.indexOf(0x0a, start);
    if (eol > 0) start = eol + 1;
  }
  return start === 0 ? bytes : bytes.subarray(start);
}

async function readOne(raw: Uint8Array, nested: boolean, depth: number, out: MailMessage[]): Promise<void> {
  if (headerBytes(raw) > MAX_HEADER_BYTES) {
    if (nested) return;
    throw new NotAnEmailError(
      `This email cannot be read: its header block is larger than ${MAX_HEADER_BYTES / 1024} KB`,
    );
  }
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { forceRfc822Attachments: true, attachmentEncoding: "arraybuffer" });
  } catch (error) {
    // postal-mime refuses some structures (multipart nested over 256 levels): a forwarded email it
    // cannot read stays an attachment; the submitted one is refused with the parser's typed error.
    if (nested) return;
    throw new NotAnEmailError(`This email cannot be read as MIME: ${(error as Error).message}`);
  }
  out.push({ email, headerText: headerBlock(raw), raw, nested });
  if (depth >= MAX_NESTED_DEPTH) return;
  for (const a of email.attachments) {
    if (out.length >= MAX_MESSAGES) return;
    if (a.mimeType !== "message/rfc822" || typeof a.content === "string") continue;
    const bytes = a.content instanceof Uint8Array ? a.content : new Uint8Array(a.content);
    if (looksLikeEmail(bytes)) await readOne(bytes, true, depth + 1, out);
  }
}

export function toBytes(raw: string | Uint8Array): Uint8Array {
  return typeof raw === "string" ? new TextEncoder().encode(raw) : raw;
}

/** Length of the header block (up to the first empty line; all of it when there is none). */
function headerBytes(raw: Uint8Array): number {
  for (let i = 0; i < raw.length - 1; i++) {
    if (raw[i] !== 0x0a) continue;
    if (raw[i + 1] === 0x0a || (raw[i + 1] === 0x0d && raw[i + 2] === 0x0a)) return i;
  }
  return raw.length;
}

function headerBlock(raw: Uint8Array): string {
  const text = new TextDecoder("latin1").decode(raw.subarray(0, Math.min(raw.length, 256 * 1024)));
  const end = text.search(/\r?\n\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}

const KNOWN_HEADERS =
  /^(from|to|subject|date|message-id|received|mime-version|content-type|return-path|delivered-to|reply-to|sender)$/i;

/** An email has a header block first: `Name: value` lines, at least one of them a
 *  header every email carries. Binary data, plain text and empty input fail. */
export function looksLikeEmail(raw: string | Uint8Array): boolean {
  const bytes = withoutPreamble(toBytes(raw));
  if (bytes.length === 0) return false;
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (/[\x00-\x08\x0e-\x1f]/.test(head.slice(0, 4096))) return false;
  const end = head.search(/\r?\n\r?\n/);
  const block = end < 0 ? head : head.slice(0, end);
  const lines = block.split(/\r?\n/).filter((l) => !/^[ \t]/.test(l));
  if (lines.length === 0 || !lines.every((l) => /^[\x21-\x39\x3b-\x7e]+:/.test(l))) return false;
  return lines.some((l) => KNOWN_HEADERS.test(l.slice(0, l.indexOf(":")).trim()));
}
