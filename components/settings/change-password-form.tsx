"use client";
// Settings › Change password: the current one, the new one twice (there is no reset by email, so a
// typo must not lock anyone out). Every other browser and device is signed out by the change; "Sign
// out everywhere" does that (and signs this browser out too) without a new password.
import { useActionState } from "react";
import {
  changePasswordAction,
  type ChangePasswordState,
  signOutEverywhereAction,
} from "@/app/(app)/settings/actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

export function ChangePasswordForm() {
  const [state, action, pending] = useActionState<ChangePasswordState, FormData>(changePasswordAction, {});
  const error = state.fieldErrors ?? {};
  return (
    <form action={action} aria-label="Change password" className="flex flex-col gap-4" noValidate>
      <div className="space-y-1 text-sm">
        <h2 className="font-semibold">Change your password</h2>
        <p className="text-muted">Every other browser and device signed in to Milepost is signed out.</p>
      </div>
      <Field id="current-password" label="Current password" error={error.current}>
        <Input
          id="current-password"
          name="current"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(error.current)}
          required
        />
      </Field>
      <Field id="new-password" label="New password" error={error.password} hint="At least 10 characters.">
        <Input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(error.password)}
          required
        />
      </Field>
      <Field id="confirm-password" label="New password again" error={error.confirm}>
        <Input
          id="confirm-password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(error.confirm)}
          required
        />
      </Field>
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? "Changing…" : "Change password"}
        </Button>
      </div>
    </form>
  );
}

/** A browser left signed in somewhere, without changing the password: ends every session, this one too. */
export function SignOutEverywhereForm() {
  return (
    <form
      action={signOutEverywhereAction}
      aria-label="Sign out everywhere"
      className="flex flex-col gap-2 text-sm"
    >
      <h2 className="font-semibold">Signed in somewhere else?</h2>
      <p className="text-muted">
        Sign out of every browser and device, this one included. Your password stays the same.
      </p>
      <div>
        <Button type="submit" variant="secondary">
          Sign out everywhere
        </Button>
      </div>
    </form>
  );
}
