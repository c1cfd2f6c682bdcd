// Spec 2 A3: the password may be sent "encrypted with an RSA public key supplied by the operator and
// then base64-encoded". We use OAEP (SHA-1, the common default) when LOYALTY_RSA_PUBLIC_KEY is set.
import "server-only";
import { constants, createPublicKey, publicEncrypt, type KeyObject } from "node:crypto";
import { env } from "@/lib/env";

let cached: { pem: string; key: KeyObject } | undefined;

function publicKey(): KeyObject | undefined {
  const pem = env().LOYALTY_RSA_PUBLIC_KEY;
  if (!pem) return undefined;
  // PEMs passed through env often carry literal "\n".
  const text = pem.includes("\\n") ? pem.replace(/\\n/g, "\n") : pem;
  if (cached?.pem !== text) cached = { pem: text, key: createPublicKey(text) };
  return cached.key;
}

export function encryptPasswordForService(password: string): string {
  const key = publicKey();
  if (!key) return password;
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
    Buffer.from(password, "utf8"),
  ).toString("base64");
}
