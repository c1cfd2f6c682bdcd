"use client";
// Add or edit a typed-in balance: Program (searchable: a list of every program and bank currency
// Milepost knows, typed to filter), Balance, optional expiration, owner ("me" or a household member).
// The server validates; its field errors are shown by their fields and nothing is stored.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/query/api-fetch";
import { PROGRAMS, programName } from "@/lib/transfers/program-codes";
import { bankCurrency } from "@/lib/transfers/transfer-partners";
import type { ManualBalanceForm } from "./manual-balances-api";
import { useSaveManualBalance } from "./use-manual-balances";

/** The code of a typed program name (or code), else the text itself for the server to refuse. */
function codeOf(text: string): string {
  const t = text.trim().toLowerCase();
  return PROGRAMS.find((p) => p.name.toLowerCase() === t || p.code === t)?.code ?? text.trim();
}

type Initial = {
  id: string;
  programCode: string;
  balance: number;
  expirationDate: string | null;
  owner: string | null;
};

export function ManualBalanceFormCard({ initial, onDone }: { initial?: Initial; onDone(): void }) {
  const [program, setProgram] = useState(initial ? programName(initial.programCode) : "");
  const [balance, setBalance] = useState(initial ? initial.balance.toLocaleString("en-US") : "");
  const [expires, setExpires] = useState(initial?.expirationDate ?? "");
  const [owner, setOwner] = useState(initial?.owner ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveManualBalance();
  const bank = bankCurrency(codeOf(program));
  const id = initial ? `mb-${initial.id}` : "mb-new";
  const err = (f: string) => errors[f];
  const described = (f: string) =>
    err(f) ? { "aria-invalid": true as const, "aria-describedby": `${id}-${f}-error` } : {};

  return (
    <form
      noValidate
      aria-label={initial ? "Edit balance" : "Add a balance"}
      className="border-line bg-surface flex flex-col gap-3 rounded-lg border p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const form: ManualBalanceForm = {
          programCode: codeOf(program),
          balance,
          expirationDate: expires,
          owner,
        };
        save.mutate(
          { id: initial?.id, form },
          {
            onSuccess: () => {
              setErrors({});
              onDone();
            },
            onError: (error) =>
              setErrors(
                error instanceof ApiError && Object.keys(error.fields).length
                  ? error.fields
                  : { _: error.message },
              ),
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`${id}-programCode`}
          label="Program"
          error={err("programCode")}
          hint={
            bank && !bank.transfers
              ? `${bank.bank}: ${bank.why}`
              : "Any loyalty program or bank currency; type to search."
          }
        >
          <Input
            id={`${id}-programCode`}
            list={`${id}-programs`}
            value={program}
            onChange={(e) => setProgram(e.target.value)}
            autoComplete="off"
            {...described("programCode")}
          />
        </Field>
        <datalist id={`${id}-programs`}>
          {PROGRAMS.map((p) => {
            const b = bankCurrency(p.code);
            return (
              <option key={p.code} value={p.name}>
                {b
                  ? b.transfers
                    ? "bank currency, transfers"
                    : "bank currency, no transfer partners"
                  : p.kind}
              </option>
            );
          })}
        </datalist>
        <Field id={`${id}-balance`} label="Balance" error={err("balance")}>
          <Input
            id={`${id}-balance`}
            inputMode="numeric"
            value={balance}
            onChange={(e) => setBalance(e.target.value)}
            placeholder="45,000"
            {...described("balance")}
          />
        </Field>
        <Field id={`${id}-expirationDate`} label="Expires (optional)" error={err("expirationDate")}>
          <Input
            id={`${id}-expirationDate`}
            type="date"
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            {...described("expirationDate")}
          />
        </Field>
        <Field
          id={`${id}-owner`}
          label="Owner"
          error={err("owner")}
          hint="“me”, or the name of a household member"
        >
          <Input
            id={`${id}-owner`}
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            placeholder="me"
            {...described("owner")}
          />
        </Field>
      </div>
      {err("_") ? (
        <p role="alert" className="text-bad text-sm">
          {err("_")}
        </p>
      ) : null}
      <p className="text-muted text-xs">
        Kept in Milepost only: a typed balance is never sent to any service.
      </p>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {initial ? "Save balance" : "Add balance"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
