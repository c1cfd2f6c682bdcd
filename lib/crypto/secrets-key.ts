// The key for secrets at rest: SECRETS_ENCRYPTION_KEY (the launcher generates one into .data/ on first start).
import "server-only";
import { env } from "@/lib/env";

export function secretsKey(): Buffer {
  const value = env().SECRETS_ENCRYPTION_KEY;
  if (!value) throw new Error("SECRETS_ENCRYPTION_KEY is not set; start the app with `npm start` or set it");
  return Buffer.from(value, "base64");
}
