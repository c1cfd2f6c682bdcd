"use server";
// Server actions for the sign-in and sign-up forms. Errors come back as field messages, never stack traces.
import { AuthError } from "next-auth";
import { signIn, signOut } from "@/lib/auth/auth";
import { signInSchema, signUpSchema } from "@/lib/auth/credentials-schema";
import { safeCallbackPath } from "@/lib/auth/safe-callback-url";
import { waitInWords } from "@/lib/auth/throttle-delay";
import { createUser, EmailTakenError } from "@/lib/users/create-user";
import { fieldErrors } from "@/lib/validation/field-errors";

// One answer for every refused sign-in and sign-up, so the words never tell whether an account exists.
const SIGN_IN_REFUSED = "That email and password do not match.";
const SIGN_UP_REFUSED =
  "We could not sign you up with that email and password. If you already have an account, sign in.";

export type FormState = {
  error?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

async function signInOrExplain(email: string, password: string, redirectTo: string): Promise<FormState> {
  try {
    await signIn("credentials", { email, password, redirectTo });
    return {};
  } catch (error) {
    if (error instanceof AuthError) {
      const code = (error as AuthError & { code?: string }).code;
      const throttled = /^throttled-(\d+)$/.exec(code ?? "");
      if (throttled)
        return {
          error: `Too many failed attempts from here. Try again in ${waitInWords(Number(throttled[1]))}.`,
          values: { email },
        };
      return { error: SIGN_IN_REFUSED, values: { email } };
    }
    throw error; // the redirect after a successful sign-in is thrown too
  }
}

export async function signInAction(_prev: FormState, form: FormData): Promise<FormState> {
  const parsed = signInSchema.safeParse({ email: form.get("email"), password: form.get("password") });
  if (!parsed.success)
    return {
      fieldErrors: fieldErrors(parsed.error.issues),
      values: { email: String(form.get("email") ?? "") },
    };
  return signInOrExplain(parsed.data.email, parsed.data.password, safeCallbackPath(form.get("callbackUrl")));
}

export async function signUpAction(_prev: FormState, form: FormData): Promise<FormState> {
  const values = { email: String(form.get("email") ?? ""), name: String(form.get("name") ?? "") };
  const parsed = signUpSchema.safeParse({
    name: form.get("name") || undefined,
    email: form.get("email"),
    password: form.get("password"),
  });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues), values };
  try {
    await createUser(parsed.data);
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    // A taken email: the owner who forgot they signed up is simply signed in (right password);
    // anyone else gets the same words a wrong sign-in gets, after the same bcrypt work.
    const result = await signInOrExplain(parsed.data.email, parsed.data.password, "/dashboard");
    return result.error ? { error: SIGN_UP_REFUSED, values } : result;
  }
  return signInOrExplain(parsed.data.email, parsed.data.password, "/dashboard");
}

export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: "/sign-in" });
}
