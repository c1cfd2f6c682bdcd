// The server's zod schema for submitted credentials: the shape (strings, trimmed, empty optional
// values dropped) with the rules of credential-form.ts's checkCredentials, the same check the forms
// run in the browser.
import { z } from "zod";
import { checkCredentials, type CredentialField } from "./credential-form";

export function credentialSchema(fields: CredentialField[], opts: { passwordOptional?: boolean } = {}) {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const f of fields)
    shape[f.name] = z
      .string({ error: `${f.label} must be text` })
      .trim()
      .optional()
      .transform((v) => v || undefined);
  return z.object(shape).superRefine((values, ctx) => {
    for (const [name, message] of Object.entries(checkCredentials(fields, values, opts)))
      ctx.addIssue({ code: "custom", path: [name], message });
  });
}
