// Turns schema-engine errors into messages a person can act on, without the Rust backtrace.
import { lastPanic } from "./load-engine";
import { takeScriptError } from "./script-error";

export class MigrateUsageError extends Error {}

export function describeError(error: unknown): string {
  if (error instanceof MigrateUsageError) return error.message;
  const e = error as { message?: string; code?: string; name?: string };
  const raw = e.message ?? String(error);
  // The engine appends a backtrace whose frames start with "   0: ", "   1: "…; the frame that
  // names the failed migration is the useful part of it.
  const frameStart = raw.search(/\n\s+0: /);
  const head = (frameStart >= 0 ? raw.slice(0, frameStart) : raw)
    .replace(/^external connector error\n/, "")
    .trim();
  const migration = /migration_name="([^"]+)"/.exec(raw)?.[1];
  const lines: string[] = [];
  if (migration) lines.push(`Migration ${migration} failed.`);
  lines.push(head);
  const sqlError = takeScriptError();
  if (sqlError) lines.push(`PostgreSQL said: ${sqlError}`);
  if (e.code) lines.push(`(${e.code})`);
  const failed = migration ?? /The `([^`]+)` migration/.exec(raw)?.[1] ?? "<name>";
  if (e.code === "P3009" || migration) {
    lines.push(
      "A failed migration blocks later deploys until it is resolved. Each script runs as one\n" +
        "transaction, so normally nothing of it was applied: fix the file, then\n" +
        `  migrate.ts resolve --rolled-back ${failed}   (deploy runs it again)\n` +
        "or, if you completed it by hand,\n" +
        `  migrate.ts resolve --applied ${failed}`,
    );
  }
  if (/unreachable|panicked/i.test(raw) && lastPanic()) lines.push(`Engine panic: ${lastPanic()}`);
  return lines.join("\n");
}
