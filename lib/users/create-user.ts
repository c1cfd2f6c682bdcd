import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { newForwardingToken } from "@/lib/inbox/forwarding-token";

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
  // The name given at sign-up is the first of "Your names" (issue 34 item 7): bookings in anyone
  // else's name are flagged from the first email, not only once the user types it again in Settings.
  const created = await db.$transaction(async (tx) => {
    const [user] = await tx.user.createManyAndReturn({
      data: [{ email: input.email, name: input.name || null, passwordHash }],
      skipDuplicates: true,
      select: { id: true, email: true, name: true },
    });
    if (user?.name)
      await tx.emailSettings.create({
        data: { userId: user.id, forwardingToken: newForwardingToken(), travelerNames: [user.name] },
      });
    return user;
  });
  if (!created) throw new EmailTakenError();
  return created;
}
