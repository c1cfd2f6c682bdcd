"use client";
// The user's own login for selected programs that need (consumer) or benefit from (optional,
// pooled) one. Consumer programs say before submitting that the search cannot run without it.
// Typed credentials are linked to the user's loyalty accounts (the app's one credential store).
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { BENEFIT_WORDS, needsOwnAccount } from "@/lib/flights/program-rules";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export type CredentialValues = Record<string, { login: string; login2?: string; password: string }>;

export function CredentialsFields(props: {
  programs: FlightProvider[];
  linked: string[];
  values: CredentialValues;
  errors: Record<string, string>;
  onChange(code: string, v: { login: string; login2?: string; password: string }): void;
}) {
  const shown = props.programs.filter((p) => p.authMode !== "none");
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {shown.map((p) => {
        const v = props.values[p.code] ?? { login: "", password: "" };
        const linked = props.linked.includes(p.code);
        const why = needsOwnAccount(p)
          ? linked
            ? "Uses your linked account. Enter a login only to replace it."
            : `${p.shortName} cannot be searched without your own login.`
          : p.accountBenefit.length
            ? `Optional: your login gives ${p.accountBenefit.map((b) => BENEFIT_WORDS[b]).join(", ")}.`
            : "Optional.";
        const base = `cred-${p.code}`;
        const error = props.errors[`credentials.${p.code}`];
        return (
          <fieldset key={p.code} className="rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-medium">Your {p.shortName} account</legend>
            <p className={needsOwnAccount(p) && !linked ? "mb-2 text-sm text-warn" : "mb-2 text-xs text-muted"}>{why}</p>
            {error ? <p className="mb-2 text-sm text-bad">{error}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2">
              <Field id={`${base}-login`} label={`${p.shortName} ${p.login.title}`} error={props.errors[`credentials.${p.code}.login`]}>
                <Input id={`${base}-login`} value={v.login} autoComplete="off" onChange={(e) => props.onChange(p.code, { ...v, login: e.target.value })} />
              </Field>
              {p.login2 ? (
                <Field id={`${base}-login2`} label={`${p.shortName} ${p.login2.title}`}>
                  {p.login2.options ? (
                    <select id={`${base}-login2`} className="h-10 rounded-md border border-line bg-surface px-2 text-sm" value={v.login2 ?? p.login2.defaultValue ?? ""} onChange={(e) => props.onChange(p.code, { ...v, login2: e.target.value })}>
                      {!p.login2.required ? <option value="">—</option> : null}
                      {p.login2.options.map((o) => <option key={o.code} value={o.code}>{o.name}</option>)}
                    </select>
                  ) : (
                    <Input id={`${base}-login2`} value={v.login2 ?? ""} onChange={(e) => props.onChange(p.code, { ...v, login2: e.target.value })} />
                  )}
                </Field>
              ) : null}
              <Field id={`${base}-password`} label={`${p.shortName} ${p.password.title}`} error={props.errors[`credentials.${p.code}.password`]}>
                <Input id={`${base}-password`} type="password" value={v.password} autoComplete="off" onChange={(e) => props.onChange(p.code, { ...v, password: e.target.value })} />
              </Field>
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
