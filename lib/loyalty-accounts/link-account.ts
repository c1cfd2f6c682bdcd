// Links a program for the user from the generated form's values and runs the first check.
import "server-only";
import { badRequest } from "@/lib/http/errors";
import { credentialFields } from "./credential-form";
import { credentialSchema } from "./credential-schema";
import { getProviderDefinition } from "./provider-definitions";
import { saveSearchAccount } from "./save-search-account";
import { startAccountCheck } from "./start-account-check";

export async function linkAccount(userId: string, providerCode: string, values: Record<string, unknown>) {
  const def = await getProviderDefinition(providerCode);
  const parsed = credentialSchema(credentialFields(def)).safeParse(values);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "_"), i.message]));
    throw badRequest("Check the highlighted fields", fields);
  }
  const v = parsed.data as { login: string; login2?: string; login3?: string; password?: string };
  const { id } = await saveSearchAccount(userId, "loyalty", providerCode, {
    ...v,
    password: v.password ?? "",
  });
  const { requestId } = await startAccountCheck(userId, id);
  return { id, requestId };
}
