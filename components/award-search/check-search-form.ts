// Browser-side check of an award search form: the service's own rules (the same functions its API
// schema runs, lib/<service>/*-form-rules.ts), plus "this program needs your login" for required
// accounts left empty. Errors are keyed by field path, the same keys the server's envelope uses, so
// both land by the same field. No zod here: it stays out of the browser bundle (issue 12 item 17).
import type { AccountProgram, CredentialValues } from "@/components/award-search/account-fields";

export type FormErrors = Record<string, string>;

export function checkSearchForm(
  ruleErrors: FormErrors,
  accounts: Pick<AccountProgram, "code" | "shortName" | "required">[],
  filled: CredentialValues,
): FormErrors {
  const errors: FormErrors = { ...ruleErrors };
  for (const [code, c] of Object.entries(filled)) {
    if (!c.login.trim()) errors[`credentials.${code}.login`] ??= "Enter your login";
    if (!c.password) errors[`credentials.${code}.password`] ??= "Enter your password";
  }
  for (const p of accounts) {
    if (p.required && !filled[p.code])
      errors[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
  }
  return errors;
}
