"use server";
// The account's own settings that need the password again: change it (lib/users/change-password.ts:
// every other session ends, this browser signs in again) and delete the account
// (lib/users/delete-user.ts: everything goes, this browser is signed out). Refusals come back as
// words by the field; a refusal changes nothing.
import { headers } from "next/headers";
import { z } from "zod";
import { signIn, signOut } from "@/lib/auth/auth";
import { clientIp } from "@/lib/auth/client-ip";
import { changePasswordSchema } from "@/lib/auth/credentials-schema";
import { requireUser } from "@/lib/auth/require-user";
import { db } from "@/lib/db";
import { waitInWords } from "@/lib/auth/throttle-delay";
import { changePassword } from "@/lib/users/change-password";
import type { PasswordRefusal } from "@/lib/users/confirm-password";
import { deleteUser } from "@/lib/users/delete-user";
import { fieldErrors } from "@/lib/validation/field-errors";

/** A refused password in words: the wait when throttled, else `wrong` (which says what did not happen). */
function refusalWords(refusal: PasswordRefusal, wrong: string): string {
  return refusal.reason === "throttled"
    ? `Too many wrong passwords from here. Try again in ${waitInWords(refusal.retryAfterSeconds)}.`
    : wrong;
}

export type ChangePasswordState = { fieldErrors?: Record<string, string> };

export async function changePasswordAction(
  _prev: ChangePasswordState,
  form: FormData,
): Promise<ChangePasswordState> {
  const user = await requireUser();
  const parsed = changePasswordSchema.safeParse({
    current: form.get("current") ?? "",
    password: form.get("password") ?? "",
    confirm: form.get("confirm") ?? "",
  });
  if (!parsed.success) return { fieldErrors: fieldErrors(parsed.error.issues) };
  const result = await changePassword(
    user.id,
    parsed.data.current,
    parsed.data.password,
    clientIp(await headers()),
  );
  if (!result.ok)
    return {
      fieldErrors: {
        current: refusalWords(result, "That is not your current password. Nothing was changed."),
      },
    };
  // A new session for this browser: the change ended every session signed in before it.
  await signIn("credentials", {
    email: result.email,
    password: parsed.data.password,
    redirectTo: "/settings?password=changed",
  });
  return {};
}

export type DeleteAccountState = { error?: string };

const input = z.object({
  password: z
    .string()
    .min(1, "Enter your password to confirm.")
    .max(200, "That password is not right. Nothing was deleted."),
});

/** Sign out everywhere: every session, this one included, stops opening anything. */
export async function signOutEverywhereAction(): Promise<void> {
  const user = await requireUser();
  await db.user.update({ where: { id: user.id }, data: { sessionsValidFrom: new Date() } });
  await signOut({ redirectTo: "/sign-in?signedOut=everywhere" });
}

export async function deleteAccountAction(
  _prev: DeleteAccountState,
  form: FormData,
): Promise<DeleteAccountState> {
  const user = await requireUser();
  const parsed = input.safeParse({ password: form.get("password") ?? "" });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message };
  const result = await deleteUser(user.id, parsed.data.password, clientIp(await headers()));
  if (!result.ok) {
    if (result.reason === "mailbox-still-connected")
      return {
        error:
          "The email service did not confirm that your connected mailbox is disconnected, so nothing was deleted. Try again in a moment.",
      };
    return { error: refusalWords(result, "That password is not right. Nothing was deleted.") };
  }
  await signOut({ redirectTo: "/sign-in?deleted=1" });
  return {};
}
