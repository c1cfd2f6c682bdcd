"use server";
// Server actions for the sign-in and sign-up forms. Errors come back as field messages, never stack traces.
import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth/auth";
import { signInSchema, signUpSchema } from "@/lib/auth/credentials-schema";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url";
import { createUser, EmailTakenError } from "@/lib/users/create-user";

export type FormState = { error?: string; fieldErrors?: Record<string, string>; values?: Record<string, string> };

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

async function signInOrExplain(email: string, password: string, redirectTo: string): Promise<FormState> {
  try {
    await signIn("credentials", { email, password, redirectTo });
    return {};
  } catch (error) {
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string }).code;
      if (code === "throttled") return { error: "Too many failed attempts. Wait 15 minutes and try again." };
      return { error: "That email and password do not match.", values: { email } };
    }
    throw error; // the redirect after a successful sign-in is thrown too
  }
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues), values: { email: String(form.get("email") ?? "") } };
  return signInOrExplain(parsed.data.email, parsed.data.password, safeCallbackPath(form.get("callbackUrl")));
}

export async function signUpAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? "") };
  const parsed = signUpSchema.safeParse({ name: form.get("name") || undefined, email: form.get("email"), password: form.get("password") });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues), values };
  try {
    await createUser(parsed.data);
  } catch (error) {
    if (error instanceof EmailTakenError) return { fieldErrors: { email: error.message }, values };
    throw error;
  }
  return signInOrExplain(parsed.data.email, parsed.data.password, "/dashboard");
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/sign-in" });
}
