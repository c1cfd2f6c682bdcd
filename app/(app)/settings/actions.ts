"use server";
// Delete my Milepost account (lib/users/delete-user.ts): the password again, then everything goes
// and this browser is signed out. Refusals come back as words; nothing is deleted by a refusal.
import { headers } from "next/headers";
import { z } from "zod";
import { signOut } from "@/lib/auth/auth";
import { clientIp } from "@/lib/auth/client-ip";
import { requireUser } from "@/lib/auth/require-user";
import { waitInWords } from "@/lib/auth/throttle-delay";
import { deleteUser } from "@/lib/users/delete-user";

export type DeleteAccountState = { error?: string };

const input = z.object({ password: z.string().min(1, "Enter your password to confirm.").max(200, "That password is not right. Nothing was deleted.") });

export async function deleteAccountAction(_prev: DeleteAccountState, form: FormData): Promise<DeleteAccountState> {
  const user = await requireUser();
  const parsed = input.safeParse({ password: form.get("password") ?? "" });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message };
  const result = await deleteUser(user.id, parsed.data.password, clientIp(await headers()));
  if (!result.ok) {
    if (result.reason === "throttled") return { error: `Too many wrong passwords from here. Try again in ${waitInWords(result.retryAfterSeconds)}.` };
    if (result.reason === "mailbox-still-connected")
      return { error: "The email service did not confirm that your connected mailbox is disconnected, so nothing was deleted. Try again in a moment." };
    return { error: "That password is not right. Nothing was deleted." };
  }
  await signOut({ redirectTo: "/sign-in?deleted=1" });
  return {};
}
