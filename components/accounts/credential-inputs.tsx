"use client";
// The inputs generated from a program's login/login2/login3/password descriptors (spec 2 A2).
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { CredentialField } from "@/lib/loyalty-accounts/credential-form";

type Props = {
  fields: CredentialField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange(name: string, value: string): void;
  passwordHint?: string;
};

export function CredentialInputs({ fields, values, errors, onChange, passwordHint }: Props) {
  return (
    <>
      {fields.map((f) => {
        const id = `cred-${f.name}`;
        const common = {
          id,
          name: f.name,
          required: f.required,
          "aria-invalid": errors[f.name] ? true : undefined,
          "aria-describedby": errors[f.name] ? `${id}-error` : undefined,
        };
        return (
          <Field
            key={f.name}
            id={id}
            label={f.label}
            error={errors[f.name]}
            hint={f.name === "password" ? passwordHint : undefined}
          >
            {f.input === "select" ? (
              <select
                {...common}
                value={values[f.name] ?? ""}
                onChange={(e) => onChange(f.name, e.target.value)}
                className="border-line bg-surface h-10 w-full rounded-md border px-3 text-base sm:text-sm"
              >
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label || "Choose…"}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                {...common}
                type={f.input === "password" ? "password" : "text"}
                autoComplete={f.input === "password" ? "current-password" : "off"}
                value={values[f.name] ?? ""}
                onChange={(e) => onChange(f.name, e.target.value)}
              />
            )}
          </Field>
        );
      })}
    </>
  );
}
