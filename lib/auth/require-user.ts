// The signed-in user for server components and actions; sends everyone else (and a session whose
// user was deleted) to sign-in.
import "server-only";
import { redirect } from "next/navigation";
import { sessionUser, type SessionUser } from "@/lib/auth/session-user";

export async function requireUser(): Promise<SessionUser> {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  return user;
}
