"use client";
// The Business API key form: verified by the service before it is saved; never shown again.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorText } from "@/lib/query/api-fetch";
import { useSaveKey } from "./use-business";

/** `simulatorKey`: the local simulator's public key, shown when that is the service this Milepost uses. */
export function ConnectKeyForm({
  replacing = false,
  onDone,
  simulatorKey,
}: {
  replacing?: boolean;
  onDone?: () => void;
  simulatorKey?: string | null;
}) {
  const [key, setKey] = useState("");
  const save = useSaveKey();
  const error = save.error ? errorText(save.error, "The key could not be saved. Try again.") : undefined;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(key, {
          onSuccess: () => {
            setKey("");
            onDone?.();
          },
        });
      }}
    >
      <Field
        id="business-api-key"
        label="Business API key"
        error={error}
        hint="Find it in your business account's settings at the account-sharing service. Milepost checks it with the service, stores it encrypted and shows only its last 4 characters."
      >
        <Input
          id="business-api-key"
          type="password"
          autoComplete="off"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "business-api-key-error" : undefined}
          required
        />
      </Field>
      {simulatorKey ? (
        <p className="text-muted text-xs">
          This Milepost talks to the local simulator: its business key is{" "}
          <code className="bg-canvas text-ink rounded px-1 whitespace-nowrap select-all">{simulatorKey}</code>{" "}
          <button type="button" className="text-brand underline" onClick={() => setKey(simulatorKey)}>
            Use it
          </button>
        </p>
      ) : null}
      {replacing ? (
        <p className="text-muted text-xs">
          A key of another business replaces everything synced with the current one.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || key.trim().length === 0}>
          {save.isPending ? "Checking the key…" : replacing ? "Replace key" : "Connect business"}
        </Button>
        {onDone ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
