// The engine turns a failed migration script into a terse message ("No such table: x") and drops
// PostgreSQL's own wording, SQLSTATE and position. Keep the original so `deploy` can show it.
let last: string | undefined;

type PgError = { message?: string; code?: string; position?: string; detail?: string; hint?: string };

export function recordScriptError(script: string, error: unknown): void {
  const e = error as PgError;
  const parts = [`${e.message ?? String(error)}${e.code ? ` (SQLSTATE ${e.code})` : ""}`];
  const pos = Number(e.position);
  if (Number.isInteger(pos) && pos > 0) {
    const before = script.slice(0, pos - 1);
    const lineNo = before.split("\n").length;
    const line = script.split("\n")[lineNo - 1] ?? "";
    parts.push(`at line ${lineNo}: ${line.trim()}`);
  }
  if (e.detail) parts.push(`detail: ${e.detail}`);
  if (e.hint) parts.push(`hint: ${e.hint}`);
  last = parts.join("\n");
}

/** The PostgreSQL error of the last failed script, once (it is cleared when read). */
export function takeScriptError(): string | undefined {
  const value = last;
  last = undefined;
  return value;
}
