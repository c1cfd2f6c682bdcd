// The session cookie's claims, kept per token: read from a real Auth.js token (encrypted by next-auth's
// own encoder), refused when tampered, for another secret or cookie name, and once expired even when
// it was read (and kept) before.
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { readSessionToken } from "./session-token";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const NAME = "authjs.session-token";
const cookie = (token: string, name = NAME) => `other=1; ${name}=${token}`;
const token = (claims: Record<string, unknown>, maxAge = 3600, salt = NAME) =>
  encode({ token: claims, secret: SECRET, salt, maxAge });

describe("readSessionToken", () => {
  it("reads the claims of a valid token, and the same again from the kept entry", async () => {
    const t = await token({ sub: "user-1", signedInAt: 1234 });
    const first = await readSessionToken(cookie(t), SECRET, false);
    expect(first).toMatchObject({ sub: "user-1", signedInAt: 1234 });
    expect(await readSessionToken(cookie(t), SECRET, false)).toEqual(first);
  });

  it.each([
    ["no cookie", async () => readSessionToken(null, SECRET, false)],
    ["another cookie only", async () => readSessionToken("other=1", SECRET, false)],
    [
      "a tampered token",
      async () => readSessionToken(cookie(`${(await token({ sub: "u" })).slice(0, -4)}AAAA`), SECRET, false),
    ],
    [
      "another secret",
      async () => readSessionToken(cookie(await token({ sub: "u" })), `${SECRET}-other`, false),
    ],
    [
      "the secure cookie asked, the plain one sent",
      async () => readSessionToken(cookie(await token({ sub: "u" })), SECRET, true),
    ],
    ["no secret", async () => readSessionToken(cookie(await token({ sub: "u" })), "", false)],
  ])("answers null for %s", async (_, read) => {
    expect(await read()).toBeNull();
  });

  it("reads the __Secure- cookie when the app is on https", async () => {
    const t = await token({ sub: "user-2" }, 3600, `__Secure-${NAME}`);
    expect(await readSessionToken(cookie(t, `__Secure-${NAME}`), SECRET, true)).toMatchObject({
      sub: "user-2",
    });
  });

  it("refuses a kept token once it expired (15 s of tolerance, as the decryption allows)", async () => {
    const t = await token({ sub: "user-3" }, 60);
    const now = Date.now();
    expect(await readSessionToken(cookie(t), SECRET, false, now)).toMatchObject({ sub: "user-3" });
    expect(await readSessionToken(cookie(t), SECRET, false, now + 70_000)).toMatchObject({ sub: "user-3" });
    expect(await readSessionToken(cookie(t), SECRET, false, now + 80_000)).toBeNull();
    // Dropped from the cache, not broken: read at the real time it decrypts (and is kept) again.
    expect(await readSessionToken(cookie(t), SECRET, false)).toMatchObject({ sub: "user-3" });
  });
});
