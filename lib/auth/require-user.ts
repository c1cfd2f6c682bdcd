// The signed-in user for server components and actions; sends everyone else to sign-in.
// Cached per request (React `cache`): the layout and the page both ask, and each `auth()` decrypts
// the session token again (an HKDF derivation and a JWE decryption: a measurable share of a page's
// CPU under load, README "Fuzzing and load"); outside a render `cache` simply calls through.
import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import { auth } from "@/lib/auth/auth";

export const requireUser = cache(async (): Promise<{ id: string; email: string; name: string | null }> => {
  const session = await auth();
  const user = session?.user;
  if (!user?.id || !user.email) redirect("/sign-in");
  return { id: user.id, email: user.email, name: user.name ?? null };
});
