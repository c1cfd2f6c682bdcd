import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box";

const key = randomBytes(32);

describe("secret box", () => {
  it("round-trips and never stores the plain text", () => {
    const sealed = encryptSecret("hunter2 ✈", key);
    expect(sealed).not.toContain("hunter2");
    expect(decryptSecret(sealed, key)).toBe("hunter2 ✈");
  });

  it("gives a different ciphertext per record", () => {
    expect(encryptSecret("same", key)).not.toBe(encryptSecret("same", key));
  });

  it("refuses tampered data and a wrong key", () => {
    const sealed = encryptSecret("secret", key);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("other!").toString("base64url");
    expect(() => decryptSecret(parts.join("."), key)).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
  });
});
