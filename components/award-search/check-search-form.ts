// Browser-side check of an award search form: the same zod schema the server uses, plus "this
// program needs your login" for required accounts left empty. Errors are keyed by field path, the
// same keys the server's envelope uses, so both land by the same field.
import type { z } from "zod";
import type { AccountProgram, CredentialValues } from "@/components/award-search/account-fields";

export type FormErrors = Record<string, string>;

export function checkSearchForm(schema: z.ZodType, form: unknown, accounts: Pick<AccountProgram, "code" | "shortName" | "required">[], filled: CredentialValues): FormErrors {
  const errors: FormErrors = {};
  const parsed = schema.safeParse(form);
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join(".")] ??= i.message;
  for (const p of accounts) {
    if (p.required && !filled[p.code]) errors[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
  }
  return errors;
}
