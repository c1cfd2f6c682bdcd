import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

export async function createUser(input: { email: string; password: string; name?: string }) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
      data: { email: input.email, name: input.name || null, passwordHash },
      select: { id: true, email: true, name: true },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw new EmailTakenError();
    throw error;
  }
}
