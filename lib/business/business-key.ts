// The caller's Business API key, sealed at rest (lib/crypto/secret-box), opened only to make a call.
import "server-only";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { secretsKey } from "@/lib/crypto/secrets-key";

export const sealApiKey = (key: string) => encryptSecret(key, secretsKey());
export const openApiKey = (sealed: string) => decryptSecret(sealed, secretsKey());
/** All that is ever shown again: the last 4 characters. */
export const last4 = (key: string) => key.slice(-4);
