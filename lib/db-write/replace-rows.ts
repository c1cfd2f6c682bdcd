// The one way normalized results are written: replace a delivery's rows of one table with ONE
// statement (the rows travel as one JSONB parameter, PostgreSQL expands them with
// jsonb_to_recordset — measured in bench/ against raw inserts and against Prisma's createMany,
// which binds a parameter per value and was ~5× slower on 500 routes).
//
// The column list is not written by hand three times: a table is declared once with a map from
// every column of the Prisma model's create input to its PostgreSQL type, and the statement is
// built from that map. The compiler checks the map against the generated Prisma types: a column
// added, renamed or dropped in prisma/schema, or a value of the wrong kind (text for a number, a
// list for a scalar), fails `npm run typecheck`. The statement shape lives only here, so moving to
// one `unnest` array per column (issue 17) changes this file, not its callers.
import "server-only";
import type { SqlTx } from "@/lib/sql";

/** PostgreSQL types a column can be written as. "timestamp": a Prisma DateTime (timestamp(3),
 *  UTC wall time); values are ISO instants and are converted AT TIME ZONE 'UTC'. */
type ColumnType = "text" | "int" | "float8" | "bool" | "jsonb" | "text[]" | "timestamp";

// [V] keeps the conditionals from distributing over unions (Date | string must stay together).
type TypeFor<V> = [V] extends [string]
  ? "text"
  : [V] extends [number]
    ? "int" | "float8"
    : [V] extends [boolean]
      ? "bool"
      : [V] extends [Date | string]
        ? "timestamp"
        : [V] extends [string[] | { set: string[] }]
          ? "text[]"
          : "jsonb";

/** Every column of a create input (minus the generated id), each with a type fitting its values. */
export type ColumnMap<Input> = { [K in keyof Input]-?: TypeFor<NonNullable<Input[K]>> };

export interface TableWriter<Input, Scope extends keyof Input> {
  /** Delete the rows of `scope[deleteBy]` and insert `rows` with the scope's values, atomically. */
  replace(tx: SqlTx, scope: Pick<Input, Scope>, rows: Omit<Input, Scope>[]): Promise<void>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Template parts built once per table: a stable array identity lets lib/sql.ts prepare the
 *  statement once per connection (its name is cached per template). */
function templateOf(parts: string[]): TemplateStringsArray {
  return Object.freeze(Object.assign([...parts], { raw: Object.freeze([...parts]) })) as unknown as TemplateStringsArray;
}

export function defineTable<Input>() {
  return <const Scope extends keyof Input & string>(table: string, def: { scope: readonly Scope[]; deleteBy: Scope; columns: ColumnMap<Input> }): TableWriter<Input, Scope> => {
    const all = Object.entries(def.columns) as [string, ColumnType][];
    const rowColumns = all.filter(([name]) => !(def.scope as readonly string[]).includes(name));
    const select = rowColumns.map(([name, type]) => (type === "timestamp" ? `r.${ident(name)} AT TIME ZONE 'UTC'` : `r.${ident(name)}`));
    const recordset = rowColumns.map(([name, type]) => `${ident(name)} ${type === "timestamp" ? "timestamptz" : type}`);
    const insertColumns = [...def.scope, ...rowColumns.map(([name]) => name)].map(ident).join(", ");
    const replace = templateOf([
      `WITH gone AS (DELETE FROM ${ident(table)} WHERE ${ident(def.deleteBy)} = `,
      `) INSERT INTO ${ident(table)} (${insertColumns}) SELECT `,
      ...def.scope.slice(1).map(() => ", "),
      `, ${select.join(", ")} FROM jsonb_to_recordset(`,
      `::jsonb) AS r(${recordset.join(", ")})`,
    ]);
    const clear = templateOf([`DELETE FROM ${ident(table)} WHERE ${ident(def.deleteBy)} = `, ""]);
    return {
      async replace(tx, scope, rows) {
        const key = scope[def.deleteBy];
        if (rows.length === 0) {
          await tx.$executeRaw(clear, key);
          return;
        }
        await tx.$executeRaw(replace, key, ...def.scope.map((s) => scope[s]), JSON.stringify(rows));
      },
    };
  };
}
