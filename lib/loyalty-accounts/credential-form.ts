// Builds the link-account form from a program definition's login/login2/login3/password descriptors
// (spec 2 A2) and the zod schema that enforces them. Pure: used by the form and by the server.
import { z } from "zod";
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

const FALLBACK_LABEL: Record<CredentialName, string> = { login: "Login", login2: "Login 2", login3: "Login 3", password: "Password" };

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
 * Validates submitted values against the fields. An empty drop-down option (code "") counts as
 * missing for a required field; a value that is not one of the options is refused.
 */
export function credentialSchema(fields: CredentialField[], opts: { passwordOptional?: boolean } = {}) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const f of fields) {
    let s = z.string().trim().max(200, `${f.label} is too long`);
    if (f.input === "select") {
      const allowed = new Set(f.options.map((o) => o.value));
      s = s.refine((v) => allowed.has(v) || v === "", `Choose a ${f.label.toLowerCase()} from the list`);
    }
    const required = f.required && !(f.name === "password" && opts.passwordOptional);
    shape[f.name] = required ? s.min(1, `${f.label} is required`) : s.optional().transform((v) => v || undefined);
  }
  return z.object(shape);
}

export type CredentialValues = Partial<Record<CredentialName, string>>;

/** Initial values: defaultValue, else the first option of a drop-down (which may be the empty one). */
export function initialValues(fields: CredentialField[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f.name, f.defaultValue || f.options[0]?.value || ""]));
}
