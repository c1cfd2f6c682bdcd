// Edits an account's credentials (blank password = keep the stored one) and checks it again.
// A rejected login (state 2) is never retried automatically; this is how the user fixes it.
import "server-only";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { credentialFields } from "./credential-form";
import { credentialSchema } from "./credential-schema";
import { getProviderDefinition } from "./provider-definitions";
import { sealSecret } from "./seal";
import { startAccountCheck } from "./start-account-check";

export async function updateCredentials(userId: string, accountId: string, values: Record<string, unknown>) {
  const row = await db.loyaltyAccount.findFirst({
    where: { id: accountId, userId, service: "loyalty" },
    select: { providerCode: true, login: true },
  });
  if (!row) throw notFound("No such account");
  const def = await getProviderDefinition(row.providerCode);
  const fields = credentialFields(def).filter((f) => f.name !== "login" || values.login !== undefined);
  const parsed = credentialSchema(fields, { passwordOptional: true }).safeParse(values);
  if (!parsed.success) {
    throw badRequest(
      "Check the highlighted fields",
      Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "_"), i.message])),
    );
  }
  const v = parsed.data as { login?: string; login2?: string; login3?: string; password?: string };
  await db.loyaltyAccount.update({
    where: { id: accountId },
    data: {
      ...(v.login ? { login: v.login } : {}),
      login2: v.login2 ?? null,
      login3: v.login3 ?? null,
      ...(v.password ? { passwordSealed: sealSecret(v.password) } : {}),
      state: null,
      message: null,
    },
  });
  return startAccountCheck(userId, accountId);
}
