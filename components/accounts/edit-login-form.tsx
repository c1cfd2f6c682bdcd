"use client";
// Edit a login saved by a flight or hotel search: new password (blank keeps it), second/third field.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/query/api-fetch";
import { useEditCredential } from "./use-account-mutations";

export function EditLoginForm({
  id,
  login2,
  onDone,
}: {
  id: string;
  login2: string | null;
  onDone: () => void;
}) {
  const [password, setPassword] = useState("");
  const [second, setSecond] = useState(login2 ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditCredential(id);
  return (
    <form
      noValidate
      aria-label="Edit login"
      className="border-line mt-2 flex flex-col gap-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        edit.mutate(
          { ...(password ? { password } : {}), login2: second },
          {
            onSuccess: () => {
              toast.success("Login saved");
              onDone();
            },
            onError: (err) =>
              setErrors(
                err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { _: err.message },
              ),
          },
        );
      }}
    >
      <Field
        id={`pw-${id}`}
        label="New password"
        hint="Leave blank to keep the stored one. A new password forgets saved answers and the remembered session."
        error={errors.password}
      >
        <Input
          id={`pw-${id}`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <Field id={`l2-${id}`} label="Second login field (region, last name…)" error={errors.login2}>
        <Input
          id={`l2-${id}`}
          value={second}
          onChange={(e) => setSecond(e.target.value)}
          autoComplete="off"
        />
      </Field>
      {errors._ ? <p className="text-bad text-sm">{errors._}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={edit.isPending}>
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
