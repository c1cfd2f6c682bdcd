import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

// INSERT … ON CONFLICT DO NOTHING: a duplicate email is not an error inside PostgreSQL, so its log
// never carries the failed INSERT or the email (issue 12 item 21). The hash is computed either way,
// so a taken email costs the same time as a new one.
export async function createUser(input: { email: string; password: string; name?: string }) {
  const passwordHash = await hashPassword(input.password);
  const [created] = await db.user.createManyAndReturn({
    data: [{ email: input.email, name: input.name || null, passwordHash }],
    skipDuplicates: true,
    select: { id: true, email: true, name: true },
  });
  if (!created) throw new EmailTakenError();
  return created;
}
