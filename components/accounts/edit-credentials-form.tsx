"use client";
// Edit credentials (the generated form; blank password keeps the stored one), then recheck.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { checkCredentials, type CredentialField } from "@/lib/loyalty-accounts/credential-form";
import { ApiError } from "@/lib/query/api-fetch";
import { CredentialInputs } from "./credential-inputs";
import { useUpdateCredentials } from "./use-account-mutations";

export function EditCredentials({
  accountId,
  fields,
  initial,
}: {
  accountId: string;
  fields: CredentialField[];
  initial: Record<string, string>;
}) {
  // The login stays as linked (it identifies the account); to use another login, link it separately.
  const editable = fields.filter((f) => f.name !== "login");
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initial, password: "" }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateCredentials(accountId);
  return (
    <form
      noValidate
      aria-label="Edit credentials"
      className="flex max-w-md flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const found = checkCredentials(editable, values, { passwordOptional: true });
        if (Object.keys(found).length) return setErrors(found);
        setErrors({});
        update.mutate(values, {
          onSuccess: () => {
            setValues((v) => ({ ...v, password: "" }));
            toast.success("Saved; updating the account");
          },
          onError: (err) => {
            if (err instanceof ApiError) setErrors(err.fields);
            toast.error(err.message);
          },
        });
      }}
    >
      <CredentialInputs
        fields={editable}
        values={values}
        errors={errors}
        onChange={(n, v) => setValues((s) => ({ ...s, [n]: v }))}
        passwordHint="Leave blank to keep the stored password."
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={update.isPending}>
        Save and update
      </Button>
    </form>
  );
}
