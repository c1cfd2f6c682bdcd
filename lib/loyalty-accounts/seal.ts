// Seal/open one credential with the app's secrets key (AES-256-GCM, a fresh IV per value).
import "server-only";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { secretsKey } from "@/lib/crypto/secrets-key";

export const sealSecret = (plain: string): string => encryptSecret(plain, secretsKey());
export const openSecret = (sealed: string): string => decryptSecret(sealed, secretsKey());
