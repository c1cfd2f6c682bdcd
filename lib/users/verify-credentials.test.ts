// Integration: password check and sign-in throttling against the real database.
import { describe, expect, it } from "vitest";
import { MAX_FAILURES_PER_IP, signInWaitSeconds } from "@/lib/auth/sign-in-throttle";
import { FREE_FAILURES } from "@/lib/auth/throttle-delay";
import { db, uniqueId } from "@/lib/test/test-db";
import { createUser, EmailTakenError } from "@/lib/users/create-user";
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

  it("slows one source on one account with growing delays, and never locks the owner out from elsewhere", async () => {
    const email = `${uniqueId("t")}@example.test`;
    await createUser({ email, password: "the right password" });
    const attacker = `10.1.${Math.floor(Math.random() * 250)}.9`;
    for (let i = 0; i < FREE_FAILURES; i++)
      expect(await verifyCredentials(email, `guess-${i}`, attacker)).toEqual({
        ok: false,
        reason: "invalid",
      });
    const first = await verifyCredentials(email, "the right password", attacker);
    expect(first).toMatchObject({ ok: false, reason: "throttled" });
    // Each further failure doubles the wait (simulated: backdate the last failure past the wait).
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await db.signInAttempt.updateMany({
        where: { email, ip: attacker },
        data: { createdAt: new Date(Date.now() - 3600_000) },
      });
      expect(await verifyCredentials(email, `guess-more-${i}`, attacker)).toEqual({
        ok: false,
        reason: "invalid",
      });
      waits.push(await signInWaitSeconds(email, attacker));
    }
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    // The owner at home is not affected by the attacker's failures.
    expect(await verifyCredentials(email, "the right password", "10.2.0.1")).toMatchObject({ ok: true });
  });

  it("throttles an IP that guesses across many accounts", async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await db.signInAttempt.createMany({
      data: Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({ email: `x${i}@example.test`, ip })),
    });
    const email = `${uniqueId("ip")}@example.test`;
    await createUser({ email, password: "another right password" });
    expect(await verifyCredentials(email, "another right password", ip)).toMatchObject({
      ok: false,
      reason: "throttled",
    });
    expect(await verifyCredentials(email, "another right password", "10.3.0.1")).toMatchObject({ ok: true });
  });

  it("an unknown email and a real one with a wrong password take the same time and give the same answer", async () => {
    const email = `${uniqueId("real")}@example.test`;
    await createUser({ email, password: "a real password" });
    const time = async (e: string) => {
      const t = performance.now();
      const r = await verifyCredentials(e, "wrong password", `10.4.${Math.floor(Math.random() * 250)}.1`);
      return { ms: performance.now() - t, r };
    };
    const runs = [];
    for (let i = 0; i < 5; i++)
      runs.push(await time(`${uniqueId("nobody")}@example.test`), await time(email));
    const unknown = runs.filter((_, i) => i % 2 === 0);
    const real = runs.filter((_, i) => i % 2 === 1);
    expect(new Set(runs.map((x) => JSON.stringify(x.r)))).toEqual(
      new Set([JSON.stringify({ ok: false, reason: "invalid" })]),
    );
    // Each side's fastest run: a burst of load on a shared machine only ever adds time, and can fall
    // on one side's runs more than the other's (a median of three moved 2 × that way).
    const fastest = (xs: { ms: number }[]) => Math.min(...xs.map((x) => x.ms));
    // Both are dominated by one bcrypt comparison at cost 11; a skipped hash would be ~100x faster.
    expect(fastest(unknown) / fastest(real)).toBeGreaterThan(0.5);
    expect(fastest(unknown) / fastest(real)).toBeLessThan(2);
  });

  it("a duplicate sign-up is refused without a database error", async () => {
    const email = `${uniqueId("dup")}@example.test`;
    await createUser({ email, password: "first password!" });
    await expect(createUser({ email, password: "second password" })).rejects.toBeInstanceOf(EmailTakenError);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });
});
