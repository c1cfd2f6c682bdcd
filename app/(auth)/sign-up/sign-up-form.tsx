"use client";
import Link from "next/link";
import { useActionState } from "react";
import { signUpAction, type FormState } from "@/app/(auth)/actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Notice } from "@/components/ui/notice";

export function SignUpForm() {
  const [state, action, pending] = useActionState<FormState, FormData>(signUpAction, {});
  const err = state.fieldErrors ?? {};
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      {state.error ? <Notice tone="bad">{state.error}</Notice> : null}
      <Field id="name" label="Name (optional)" error={err.name}>
        <Input id="name" name="name" autoComplete="name" defaultValue={state.values?.name} />
      </Field>
      <Field id="email" label="Email" error={err.email}>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={state.values?.email}
          aria-invalid={Boolean(err.email)}
          required
        />
      </Field>
      <Field id="password" label="Password" error={err.password} hint="At least 10 characters.">
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(err.password)}
          required
        />
      </Field>
      <Button type="submit" disabled={pending}>
        {pending ? "Creating account…" : "Create account"}
      </Button>
      <p className="text-muted text-center text-sm">
        Already have an account?{" "}
        <Link href="/sign-in" className="text-brand font-medium hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
