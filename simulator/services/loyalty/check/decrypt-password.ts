// Spec 2 A3: `password` is "plain, or encrypted with an RSA public key supplied
// by the operator and then base64-encoded". When SIM_LOYALTY_RSA_PRIVATE_KEY
// (PEM) is set, a password that is base64 of exactly one RSA block and
// decrypts with OAEP (SHA-1, then SHA-256) or PKCS#1 v1.5 is replaced by the
// plaintext; anything else is taken as plain text.
import { constants, createPrivateKey, privateDecrypt, type KeyObject } from "node:crypto";

export function loadPrivateKey(pem: string | undefined): KeyObject | undefined {
  if (!pem || pem.trim() === "") return undefined;
  // PEMs passed through env often carry literal "\n"
  return createPrivateKey(pem.includes("\\n") ? pem.replace(/\\n/g, "\n") : pem);
}

const ATTEMPTS = [
  { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
  { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
  { padding: constants.RSA_PKCS1_PADDING }, // refused by newer Node builds; harmless to try
] as const;

export function decryptPassword(
  password: string | undefined,
  key: KeyObject | undefined,
): string | undefined {
  if (password === undefined || !key) return password;
  const modulusBytes = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(password)) return password;
  const block = Buffer.from(password, "base64");
  if (block.length !== modulusBytes) return password;
  for (const attempt of ATTEMPTS) {
    try {
      return privateDecrypt({ key, ...attempt }, block).toString("utf8");
    } catch {
      // try the next padding
    }
  }
  return password;
}
