// Integration (real PostgreSQL): a password change needs the current password (counted like a failed
// sign-in when wrong), takes effect at once, and marks every earlier session as ended.
import { describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { db, uniqueId } from "@/lib/test/test-db";
import { changePassword } from "./change-password";
import { verifyCredentials } from "./verify-credentials";

async function user() {
  const email = `${uniqueId("changer")}@example.test`;
  return db.user.create({
    data: { email, passwordHash: await hashPassword("the-old-password") },
    select: { id: true, email: true, passwordHash: true },
  });
}

describe("changing the password", () => {
  it("refuses a wrong current password, changes nothing, and counts it", async () => {
    const u = await user();
    expect(await changePassword(u.id, "not-the-password", "a-brand-new-password", "203.0.113.20")).toEqual({
      ok: false,
      reason: "wrong-password",
    });
    expect(
      await db.user.findUniqueOrThrow({
        where: { id: u.id },
        select: { passwordHash: true, sessionsValidFrom: true },
      }),
    ).toEqual({ passwordHash: u.passwordHash, sessionsValidFrom: null });
    expect(await db.signInAttempt.count({ where: { email: u.email, ip: "203.0.113.20" } })).toBe(1);
  });

  it("takes the new password at once, refuses the old one, and ends earlier sessions", async () => {
    const u = await user();
    const before = Date.now();
    expect(await changePassword(u.id, "the-old-password", "a-brand-new-password", "203.0.113.21")).toEqual({
      ok: true,
      email: u.email,
    });
    expect(await verifyCredentials(u.email, "a-brand-new-password", "203.0.113.21")).toMatchObject({
      ok: true,
      user: { id: u.id },
    });
    expect(await verifyCredentials(u.email, "the-old-password", "203.0.113.21")).toEqual({
      ok: false,
      reason: "invalid",
    });
    const { sessionsValidFrom } = await db.user.findUniqueOrThrow({
      where: { id: u.id },
      select: { sessionsValidFrom: true },
    });
    expect(sessionsValidFrom!.getTime()).toBeGreaterThanOrEqual(before);
    expect(sessionsValidFrom!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
