// Integration-test access to the throwaway database prepared by scripts/test.ts.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";

export { db };

export const uniqueId = (prefix: string) => `${prefix}-${randomBytes(6).toString("hex")}`;

export async function createTestUser(email = `${uniqueId("user")}@example.test`) {
  return db.user.create({
    data: { email, passwordHash: "not-a-real-hash" },
    select: { id: true, email: true },
  });
}
