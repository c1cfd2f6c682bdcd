// Integration: password check and sign-in throttling against the real database.
import { describe, expect, it } from "vitest";
import { MAX_FAILURES_PER_ACCOUNT } from "@/lib/auth/sign-in-throttle";
import { db, uniqueId } from "@/lib/test/test-db";
import { createUser } from "@/lib/users/create-user";
import { verifyCredentials } from "@/lib/users/verify-credentials";

describe("verifyCredentials", () => {
  it("accepts the right password and never stores it in plain text", async () => {
    const email = `${uniqueId("v")}@example.test`;
    await createUser({ email, password: "correct horse battery" });
    const stored = await db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).not.toContain("correct horse");
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(await verifyCredentials(email, "correct horse battery", "10.0.0.1")).toMatchObject({ ok: true });
    expect(await verifyCredentials(email, "wrong", "10.0.0.1")).toEqual({ ok: false, reason: "invalid" });
  });

  it("locks an account after repeated failures, even for the right password", async () => {
    const email = `${uniqueId("t")}@example.test`;
    await createUser({ email, password: "the right password" });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect(await verifyCredentials(email, `guess-${i}`, `10.1.0.${i}`)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await verifyCredentials(email, "the right password", "10.2.0.1")).toEqual({ ok: false, reason: "throttled" });
  });

  it("throttles an IP that guesses across many accounts", async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await db.signInAttempt.createMany({ data: Array.from({ length: 30 }, (_, i) => ({ email: `x${i}@example.test`, ip })) });
    const email = `${uniqueId("ip")}@example.test`;
    await createUser({ email, password: "another right password" });
    expect(await verifyCredentials(email, "another right password", ip)).toEqual({ ok: false, reason: "throttled" });
    expect(await verifyCredentials(email, "another right password", "10.3.0.1")).toMatchObject({ ok: true });
  });
});
