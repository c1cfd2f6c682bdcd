import { constants, generateKeyPairSync, publicEncrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLoyaltyService } from "../create-loyalty-service";
import { checkAndRun, checkBody } from "../testing/check-helpers";
import { fakeHarness } from "../testing/fake-harness";
import { decryptPassword, loadPrivateKey } from "./decrypt-password";

const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const encrypt = (text: string, oaepHash = "sha1") =>
  publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash },
    Buffer.from(text),
  ).toString("base64");

describe("RSA-encrypted passwords", () => {
  it("decrypts OAEP (SHA-1 or SHA-256) and leaves plain passwords alone", () => {
    const key = loadPrivateKey(pem);
    expect(decryptPassword(encrypt("hunter2"), key)).toBe("hunter2");
    expect(decryptPassword(encrypt("hunter2", "sha256"), key)).toBe("hunter2");
    expect(decryptPassword("hunter2", key)).toBe("hunter2");
    expect(decryptPassword(encrypt("hunter2"), undefined)).not.toBe("hunter2");
    expect(loadPrivateKey(pem.replace(/\n/g, "\\n"))).toBeDefined();
  });

  it("uses the decrypted password for the check", async () => {
    const sim = fakeHarness();
    const service = createLoyaltyService(sim.harness, { rsaPrivateKeyPem: pem });
    expect(
      (await checkAndRun(sim, service, checkBody("aa", "demo", { password: encrypt("wrong-password") })))
        .state,
    ).toBe(2);
    expect(
      (await checkAndRun(sim, service, checkBody("aa", "demo", { password: encrypt("right") }))).state,
    ).toBe(1);
  });
});
