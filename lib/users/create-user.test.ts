// Integration (real database): the name given at sign-up is the first of "Your names" (issue 34
// item 7), so a booking in someone else's name is flagged from the first email.
import { describe, expect, it } from "vitest";
import { getEmailSettings } from "@/lib/inbox/email-settings";
import { db, uniqueId } from "@/lib/test/test-db";
import { createUser, EmailTakenError } from "@/lib/users/create-user";

describe("createUser", () => {
  it("keeps the sign-up name among the user's names", async () => {
    const user = await createUser({
      email: `${uniqueId("n")}@example.test`,
      password: "a-long-enough-password",
      name: "Alex Morgan",
    });
    expect((await getEmailSettings(user.id)).travelerNames).toEqual(["Alex Morgan"]);
  });
  it("starts with no names when none was given", async () => {
    const user = await createUser({
      email: `${uniqueId("n")}@example.test`,
      password: "a-long-enough-password",
    });
    expect((await getEmailSettings(user.id)).travelerNames).toEqual([]);
  });
  it("changes nothing for a taken email", async () => {
    const email = `${uniqueId("n")}@example.test`;
    const first = await createUser({ email, password: "a-long-enough-password", name: "Alex Morgan" });
    await expect(
      createUser({ email, password: "another-long-password", name: "Eve Stranger" }),
    ).rejects.toBeInstanceOf(EmailTakenError);
    expect((await db.emailSettings.findUniqueOrThrow({ where: { userId: first.id } })).travelerNames).toEqual(
      ["Alex Morgan"],
    );
  });
});
