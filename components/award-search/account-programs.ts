// Which selected programs ask for the user's own login, and why (the line above each fieldset in
// account-fields.tsx). Both services say the same about a program that cannot run without one.
import type { AccountProgram, CredentialValues } from "@/components/award-search/account-fields";

type Program = Omit<AccountProgram, "required" | "why">;

/** A program the search cannot run without the user's own login (flights "consumer", hotels loginRequired). */
export function requiredAccount<P extends Program>(
  p: P,
  linked: string[],
): P & Pick<AccountProgram, "required" | "why"> {
  const isLinked = linked.includes(p.code);
  return {
    ...p,
    required: !isLinked,
    why: isLinked
      ? "Uses your linked account. Enter a login only to replace it."
      : `${p.shortName} cannot be searched without your own login.`,
  };
}

/** The credentials worth sending: typed for a still-selected program (a half-typed login counts, so zod can say what is missing). */
export function filledCredentials(values: CredentialValues, selected: string[]): CredentialValues {
  return Object.fromEntries(
    Object.entries(values).filter(([code, v]) => selected.includes(code) && (v.login || v.password)),
  );
}
