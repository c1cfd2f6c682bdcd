"use client";
// The user's own login for selected programs, one fieldset each, labelled from the provider's input
// descriptors (spec 1: login, login2 with optional options, password). Typed credentials are linked
// to the user's loyalty accounts (the app's one credential store) when the search is made.
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { InputDescriptor } from "@/lib/services/flights/provider-schema";

export type CredentialValue = { login: string; login2?: string; password: string };
export type CredentialValues = Record<string, CredentialValue>;

export interface AccountProgram {
  code: string;
  shortName: string;
  login: InputDescriptor;
  login2?: InputDescriptor;
  password: InputDescriptor;
  /** The search cannot run without it (and none is linked yet). */
  required: boolean;
  /** One line: why the login is asked for. */
  why: string;
}

export function AccountFields(props: {
  programs: AccountProgram[];
  values: CredentialValues;
  errors: Record<string, string>;
  onChange(code: string, v: CredentialValue): void;
}) {
  if (props.programs.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {props.programs.map((p) => {
        const v = props.values[p.code] ?? { login: "", password: "" };
        const base = `cred-${p.code}`;
        const error = props.errors[`credentials.${p.code}`];
        const select = p.login2?.options;
        return (
          <fieldset key={p.code} className="border-line rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Your {p.shortName} account</legend>
            <p className={p.required ? "text-warn mb-2 text-sm" : "text-muted mb-2 text-xs"}>{p.why}</p>
            {error ? <p className="text-bad mb-2 text-sm">{error}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2">
              <Field
                id={`${base}-login`}
                label={`${p.shortName} ${p.login.title}`}
                error={props.errors[`credentials.${p.code}.login`]}
              >
                <Input
                  id={`${base}-login`}
                  value={v.login}
                  autoComplete="off"
                  onChange={(e) => props.onChange(p.code, { ...v, login: e.target.value })}
                />
              </Field>
              {p.login2 ? (
                <Field id={`${base}-login2`} label={`${p.shortName} ${p.login2.title}`}>
                  {select ? (
                    <select
                      id={`${base}-login2`}
                      className="border-line bg-surface h-10 rounded-md border px-2 text-sm"
                      value={v.login2 ?? p.login2.defaultValue ?? ""}
                      onChange={(e) => props.onChange(p.code, { ...v, login2: e.target.value })}
                    >
                      {!p.login2.required ? <option value="">—</option> : null}
                      {select.map((o) => (
                        <option key={o.code} value={o.code}>
                          {o.name}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <Input
                      id={`${base}-login2`}
                      value={v.login2 ?? ""}
                      onChange={(e) => props.onChange(p.code, { ...v, login2: e.target.value })}
                    />
                  )}
                </Field>
              ) : null}
              <Field
                id={`${base}-password`}
                label={`${p.shortName} ${p.password.title}`}
                error={props.errors[`credentials.${p.code}.password`]}
              >
                <Input
                  id={`${base}-password`}
                  type="password"
                  value={v.password}
                  autoComplete="off"
                  onChange={(e) => props.onChange(p.code, { ...v, password: e.target.value })}
                />
              </Field>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
