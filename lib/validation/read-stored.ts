// Read a JSON column through its schema instead of trusting it with a cast: a body stored by an
// older version of the app (or edited by hand) is caught here with the row it came from, not
// passed on as the type it no longer matches.
import type { z } from "zod";

export class StoredDataError extends Error {
  constructor(
    readonly where: string,
    readonly issues: string,
  ) {
    super(`stored ${where} does not match its schema: ${issues}`);
  }
}

export function readStored<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new StoredDataError(where, `${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
}
