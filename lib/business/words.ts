// Spec 2 part B codes in words, for pages and CSV (pure; safe in client components).

/** Account `errorCode` (spec 2 B1 and "States": 0 never updated … 11 timed out). */
export const ERROR_CODE_WORDS: Record<
  number,
  { label: string; explain?: string; tone: "good" | "warn" | "bad" | "muted" }
> = {
  0: { label: "Never updated", explain: "The service has not checked this account yet.", tone: "muted" },
  1: { label: "Updated", tone: "good" },
  2: {
    label: "Invalid credentials",
    explain: "The program rejected the saved login; the traveller must fix it at the service.",
    tone: "bad",
  },
  3: { label: "Locked out", explain: "The program locked the account after failed sign-ins.", tone: "bad" },
  4: {
    label: "Provider error or action needed",
    explain: "The program reported an error or needs the traveller to do something on its site.",
    tone: "bad",
  },
  5: { label: "Provider disabled", explain: "The service no longer updates this program.", tone: "bad" },
  6: {
    label: "Unknown update failure",
    explain: "The service could not read the program's answer.",
    tone: "bad",
  },
  7: {
    label: "Password missing",
    explain:
      "The traveller shared the account without its password, so the service cannot update it; they can add the password at the service.",
    tone: "warn",
  },
  8: {
    label: "Disabled to prevent lockouts",
    explain:
      "Updates were switched off after repeated failures so the program does not lock the account; the traveller must re-enable them after fixing the login.",
    tone: "warn",
  },
  9: { label: "Updated with a warning", tone: "warn" },
  10: {
    label: "Security question needed",
    explain: "The program asks a security question only the traveller can answer.",
    tone: "warn",
  },
  11: {
    label: "Update timed out",
    explain: "The last update took too long; the service will try again.",
    tone: "warn",
  },
};

export function errorCodeWords(code: number | null | undefined) {
  if (code === null || code === undefined)
    return { label: "Not fetched yet", tone: "muted" as const, explain: undefined };
  return (
    ERROR_CODE_WORDS[code] ?? { label: `Unknown status (${code})`, tone: "warn" as const, explain: undefined }
  );
}

/** Access levels chosen when inviting (spec 2 B1, integer 0 to 3), in the spec's words. */
export const ACCESS_LEVELS = [
  { level: 0, label: "Numbers and statuses", explain: "Read account numbers, usernames and elite statuses." },
  { level: 1, label: "Balances", explain: "Read balances and elite statuses." },
  { level: 2, label: "Everything but passwords", explain: "Read everything except passwords." },
  { level: 3, label: "Full control", explain: "Full control: edit, delete, auto-login, view passwords." },
] as const;
export type AccessLevel = 0 | 1 | 2 | 3;

/**
 * The level (0–3) behind a connected user's `accountsAccessLevel` text. The spec shows only the sample
 * "Full control"; digits and the spec's own phrases are understood, anything unknown is treated as the
 * most restrictive level so Milepost never shows more than was granted.
 */
export function levelFromText(text: string | null | undefined): AccessLevel {
  const t = (text ?? "").trim().toLowerCase();
  if (/^[0-3]$/.test(t)) return Number(t) as AccessLevel;
  if (t.includes("full")) return 3;
  if (t.includes("except password") || t.includes("everything") || t.includes("read all")) return 2;
  if (t.includes("balance")) return 1;
  return 0;
}

/** What a level lets Milepost show (passwords are never stored or shown at any level). */
export const canSeeBalances = (level: number) => level >= 1;
export const canSeeDetails = (level: number) => level >= 2;

/** Shown while a sync whose process died is queued again and resumed (recover-interrupted-syncs.ts). */
export const INTERRUPTED_WORDS =
  "The sync was interrupted (the process running it stopped) and continues now; accounts already fetched are not fetched again.";
