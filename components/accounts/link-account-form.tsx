"use client";
// Link a program: the generated form, checked in the browser with the same schema the server uses,
// then the account page shows the first check's live progress.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import {
  checkCredentials,
  initialValues,
  type CredentialField,
} from "@/lib/loyalty-accounts/credential-form";
import { ApiError } from "@/lib/query/api-fetch";
import { CredentialInputs } from "./credential-inputs";
import { useLinkAccount } from "./use-account-mutations";

export function LinkAccountForm({
  providerCode,
  programName,
  fields,
  prefill,
}: {
  providerCode: string;
  programName: string;
  fields: CredentialField[];
  prefill?: Record<string, string>;
}) {
  const router = useRouter();
  // `prefill`: e.g. the login a statement email showed (Inbox → "Link this program").
  const [values, setValues] = useState(() => ({ ...initialValues(fields), ...prefill }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const link = useLinkAccount();

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = checkCredentials(fields, values);
    if (Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    link.mutate(
      { providerCode, values },
      {
        onSuccess: ({ id }) => router.push(`/accounts/${id}`),
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
          toast.error(err.message);
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-md flex-col gap-4"
      aria-label={`Link ${programName}`}
    >
      <CredentialInputs
        fields={fields}
        values={values}
        errors={errors}
        onChange={(n, v) => setValues((s) => ({ ...s, [n]: v }))}
      />
      <p className="text-muted text-xs">
        Your password is stored encrypted and only used to update this account.
      </p>
      <Button type="submit" disabled={link.isPending}>
        {link.isPending ? "Linking…" : "Link account"}
      </Button>
    </form>
  );
}
