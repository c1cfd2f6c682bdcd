// Builds the link-account form from a program definition's login/login2/login3/password descriptors
// (spec 2 A2) and the check that enforces them. Pure and zod-free: used by the forms and, through
// credential-schema.ts, by the server.
import type { InputDescriptor, LoyaltyProviderDefinition } from "@/lib/services/loyalty/provider-schema";

export const CREDENTIAL_NAMES = ["login", "login2", "login3", "password"] as const;
export type CredentialName = (typeof CREDENTIAL_NAMES)[number];

export type CredentialField = {
  name: CredentialName;
  label: string;
  input: "text" | "password" | "select";
  required: boolean;
  options: { value: string; label: string }[];
  defaultValue: string;
};

const FALLBACK_LABEL: Record<CredentialName, string> = {
  login: "Login",
  login2: "Login 2",
  login3: "Login 3",
  password: "Password",
};

function toField(name: CredentialName, d: InputDescriptor): CredentialField {
  const options = (d.options ?? []).map((o) => ({ value: o.code, label: o.name || o.code }));
  return {
    name,
    label: d.title?.trim() || FALLBACK_LABEL[name],
    input: options.length > 0 ? "select" : name === "password" ? "password" : "text",
    // The login is always needed (A3 `login` Req); the others as the descriptor says.
    required: name === "login" ? true : d.required === true,
    options,
    defaultValue: d.defaultValue ?? "",
  };
}

/** Fields in form order; a descriptor that is absent means the program does not use that input. */
export function credentialFields(def: Pick<LoyaltyProviderDefinition, CredentialName>): CredentialField[] {
  const fields: CredentialField[] = [];
  for (const name of CREDENTIAL_NAMES) {
    const d = def[name];
    if (d || name === "login") fields.push(toField(name, d ?? {}));
  }
  return fields;
}

/**
 * Checks submitted values against the fields: the first problem per field, keyed by field name. An
 * empty drop-down option (code "") counts as missing for a required field; a value that is not one
 * of the options is refused. zod-free so the forms run it without shipping zod to the browser
 * (issue 12 item 17); the server's schema (credential-schema.ts) runs the same check.
 */
export function checkCredentials(
  fields: CredentialField[],
  values: Record<string, unknown>,
  opts: { passwordOptional?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const raw = values[f.name];
    const v = typeof raw === "string" ? raw.trim() : "";
    const required = f.required && !(f.name === "password" && opts.passwordOptional);
    if (raw !== undefined && typeof raw !== "string") errors[f.name] = `${f.label} must be text`;
    else if (v.length > 200) errors[f.name] = `${f.label} is too long`;
    else if (f.input === "select" && v !== "" && !f.options.some((o) => o.value === v))
      errors[f.name] = `Choose a ${f.label.toLowerCase()} from the list`;
    else if (required && v === "") errors[f.name] = `${f.label} is required`;
  }
  return errors;
}

/** Initial values: defaultValue, else the first option of a drop-down (which may be the empty one). */
export function initialValues(fields: CredentialField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, f.defaultValue || f.options[0]?.value || ""]));
}
