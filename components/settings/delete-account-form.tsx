"use client";
// Settings › Delete account: says what goes, asks for the password, and deletes on the button.
import { useActionState } from "react";
import { deleteAccountAction, type DeleteAccountState } from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";

export function DeleteAccountForm() {
  const [state, action, pending] = useActionState<DeleteAccountState, FormData>(deleteAccountAction, {});
  return (
    <form action={action} aria-label="Delete account" className="flex flex-col gap-4" noValidate>
      <div className="space-y-2 text-sm">
        <h2 className="font-semibold">Delete your Milepost account</h2>
        <p>
          This deletes your sign-in and everything Milepost keeps for you: linked loyalty accounts with their
          saved passwords, balances and history; flight and hotel searches; forwarded emails and your
          forwarding address; connected mailboxes (disconnected at the email service first); your business
          connection; your trips, calendar feed, card wallet, point values and settings. It cannot be undone.
        </p>
      </div>
      {state.error ? <Notice tone="bad">{state.error}</Notice> : null}
      <Field id="delete-password" label="Your Milepost password">
        <Input
          id="delete-password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(state.error)}
          required
        />
      </Field>
      <div>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? "Deleting…" : "Delete my account"}
        </Button>
      </div>
    </form>
  );
}
