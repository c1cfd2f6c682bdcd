// The operator's RSA key (spec 2 A3): with a key the password leaves encrypted and base64-encoded,
// and only the private key's holder can read it; without one it is sent as is.
import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

const { publicKey, privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});

async function load(pem: string | undefined) {
  vi.resetModules();
  vi.stubEnv("LOYALTY_RSA_PUBLIC_KEY", pem ?? "");
  return (await import("./encrypt-password")).encryptPasswordForService;
}

afterEach(() => vi.unstubAllEnvs());

describe("encryptPasswordForService", () => {
  it("sends the password as is when no key is configured", async () => {
    expect((await load(undefined))("hunter2")).toBe("hunter2");
  });

  it("encrypts with the operator's public key (OAEP) and base64-encodes", async () => {
    const encrypt = await load(publicKey);
    const sealed = encrypt("hunter2 ✈");
    expect(sealed).not.toContain("hunter2");
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
      Buffer.from(sealed, "base64"),
    );
    expect(plain.toString("utf8")).toBe("hunter2 ✈");
    expect(encrypt("hunter2 ✈")).not.toBe(sealed); // OAEP is randomized
  });

  it("accepts a PEM passed through env with literal \\n", async () => {
    const encrypt = await load(publicKey.replace(/\n/g, "\\n"));
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" },
      Buffer.from(encrypt("pw"), "base64"),
    );
    expect(plain.toString()).toBe("pw");
  });
});
