// Links (or re-saves) an account's credentials: upsert on (user, service, program, login); password sealed.
import "server-only";
import { db } from "@/lib/db";
import { sealSecret } from "./seal";

export type AccountCredentials = { login: string; login2?: string; login3?: string; password: string };

export async function saveSearchAccount(
  userId: string,
  service: string,
  providerCode: string,
  creds: AccountCredentials,
): Promise<{ id: string }> {
  const passwordSealed = sealSecret(creds.password);
  const login2 = creds.login2 || null;
  const login3 = creds.login3 || null;
  return db.loyaltyAccount.upsert({
    where: { userId_service_providerCode_login: { userId, service, providerCode, login: creds.login } },
    create: { userId, service, providerCode, login: creds.login, login2, login3, passwordSealed },
    update: { login2, login3, passwordSealed },
    select: { id: true },
  });
}
