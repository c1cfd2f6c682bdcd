// Edits a login saved by a flight or hotel search: a new password (blank keeps it) and the second
// and third login fields. A new password makes the stored browserState and answers meaningless for
// the provider's session, so they are cleared with it. Loyalty logins are edited on their account page
// (update-credentials.ts), which also runs a new check.
import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/http/errors";
import { sealSecret } from "./seal";

export const searchCredentialEditSchema = z.object({
  password: z.string().max(200).optional(),
  login2: z.string().trim().max(200).optional(),
  login3: z.string().trim().max(200).optional(),
});

export async function editSearchCredential(
  userId: string,
  id: string,
  input: z.infer<typeof searchCredentialEditSchema>,
): Promise<{ ok: true }> {
  const row = await db.loyaltyAccount.findFirst({ where: { id, userId }, select: { service: true } });
  if (!row) throw notFound("No such login");
  if (row.service === "loyalty") throw badRequest("Edit a loyalty login on its account page");
  const password = input.password?.length ? input.password : null;
  await db.loyaltyAccount.update({
    where: { id },
    data: {
      ...(input.login2 !== undefined ? { login2: input.login2 || null } : {}),
      ...(input.login3 !== undefined ? { login3: input.login3 || null } : {}),
      ...(password ? { passwordSealed: sealSecret(password), browserStateSealed: null, answers: [] } : {}),
    },
  });
  return { ok: true };
}
