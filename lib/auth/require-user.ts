// The signed-in user for server components and actions; sends everyone else to sign-in.
import "server-only";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth/auth";

export async function requireUser(): Promise<{ id: string; email: string; name: string | null }> {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || !user.email) redirect("/sign-in");
  return { id: user.id, email: user.email, name: user.name ?? null };
}
