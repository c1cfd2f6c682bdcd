// The one way a raw statement is written, on the plain pg path (lib/sql/transaction.ts) and on
// Prisma's $queryRaw alike: Prisma's own tagged template (`Prisma.sql`, a library-tested
// implementation of sql-template-tag). A `sql` value nested in another is spliced into its text with
// its parameters renumbered, so statements are composed from parts (a write batch's CTEs, a
// handler's lock) without ever building a template array by hand; any other value is a parameter.
// `raw` is for constants of the code (an identifier, a channel name), never for input.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

export type Sql = Prisma.Sql;
export const sql: (strings: readonly string[], ...values: unknown[]) => Sql = Prisma.sql;
export const raw: (text: string) => Sql = Prisma.raw;
/** `parts` separated by `separator` (at least one part: PostgreSQL has no empty list). */
export const join: (parts: readonly unknown[], separator?: string, prefix?: string, suffix?: string) => Sql =
  Prisma.join;
export const empty: Sql = Prisma.empty;

/** A quoted identifier (a table or column name of the schema), as statement text. */
export const ident = (name: string): Sql => raw(`"${name.replace(/"/g, '""')}"`);

/** What a `$queryRaw`-style method receives: a tagged template's parts, or one composed statement. */
export type SqlInput = TemplateStringsArray | Sql;

/** One statement from either form of call. */
export function toSql(query: SqlInput, values: unknown[]): Sql {
  return query instanceof Prisma.Sql ? query : new Prisma.Sql(query, values);
}
