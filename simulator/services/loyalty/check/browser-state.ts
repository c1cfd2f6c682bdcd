// `browserState` (spec 2 A3/A5): an opaque value the client stores and resends
// "to avoid repeated security questions". Ours remembers that the account
// answered its question, bound to the account so it cannot be reused elsewhere.
import { hashHex } from "../data/seeded-random";

const PREFIX = "bs1.";

export function issueBrowserState(accountSeed: string, trusted: boolean, issuedDay: string): string {
  const payload = Buffer.from(JSON.stringify({ trusted, issued: issuedDay })).toString("base64url");
  return `${PREFIX}${payload}.${hashHex("loyalty-browser-state", accountSeed, payload).slice(0, 24)}`;
}

/** True when the value was issued to this account after a correct answer. */
export function isTrustedBrowser(value: string | undefined, accountSeed: string): boolean {
  if (!value?.startsWith(PREFIX)) return false;
  const [payload, signature] = value.slice(PREFIX.length).split(".");
  if (!payload || signature !== hashHex("loyalty-browser-state", accountSeed, payload).slice(0, 24))
    return false;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return (
      typeof parsed === "object" && parsed !== null && (parsed as { trusted?: unknown }).trusted === true
    );
  } catch {
    return false;
  }
}
