"use server";
// Confirm a sender address from the link emailed to it (lib/inbox/sender-address-confirmation.ts).
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/require-user";
import { confirmSenderAddress } from "@/lib/inbox/sender-address-confirmation";

export async function confirmAddressAction(formData: FormData): Promise<void> {
  const user = await requireUser();
  const token = String(formData.get("token") ?? "");
  const result = await confirmSenderAddress(user.id, token);
  redirect(
    "error" in result
      ? `/settings/confirm-address?token=${encodeURIComponent(token)}`
      : "/settings/confirm-address?confirmed=1",
  );
}
