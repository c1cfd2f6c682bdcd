// The one way normalized results are written: replace the rows of one table for one delivery, or for
// several deliveries at once, with ONE statement. The rows travel as one JSONB parameter of groups
// (a scope and its rows); PostgreSQL expands them with two jsonb_to_recordset calls and deletes the
// groups' old rows in the same statement. Measured in bench/ against raw inserts and Prisma's
// createMany (a parameter per value: ~5× slower on 500 routes). Not taken, not measured: one
// `unnest` array per column (node-pg would escape every array element in JavaScript, where one
// native JSON.stringify does the whole batch).
// Inside a write batch (lib/sql/write-batch.ts) the groups of every delivery the transaction
// normalizes are queued and written at the end as parts (a delete and an insert) of the batch's one
// statement.
//
// The column list is not written by hand three times: a table is declared once with a map from
// every column of the Prisma model's create input to its PostgreSQL type, and the statement is
// built from that map. The compiler checks the map against the generated Prisma types: a column
// added, renamed or dropped in prisma/schema, or a value of the wrong kind (text for a number, a
// list for a scalar), fails `npm run typecheck`. The statement shape lives only here.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { raw, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";

/** PostgreSQL types a column can be written as. "timestamp": a Prisma DateTime (timestamp(3),
 *  UTC wall time); values are ISO instants and are converted AT TIME ZONE 'UTC'. "date": a
 *  DateTime @db.Date, values "YYYY-MM-DD". "numeric": a Decimal, values numbers or decimal strings. */
export type ColumnType =
  "text" | "int" | "float8" | "bool" | "jsonb" | "text[]" | "timestamp" | "date" | "numeric";

// [V] keeps the conditionals from distributing over unions (Date | string must stay together).
type TypeFor<V> = [V] extends [string]
  ? "text"
  : [V] extends [number]
    ? "int" | "float8"
    : [V] extends [boolean]
      ? "bool"
      : [V] extends [Date | string]
        ? "timestamp" | "date"
        : [V] extends [string[] | { set: string[] }]
          ? "text[]"
          : [V] extends [Prisma.Decimal | Prisma.DecimalJsLike | number | string]
            ? "numeric"
            : "jsonb";

/** Every column of a create input (minus the generated id), each with a type fitting its values. */
export type ColumnMap<Input> = { [K in keyof Input]-?: TypeFor<NonNullable<Input[K]>> };

export interface TableWriter<Input, Scope extends keyof Input> {
  /** Delete the rows of `scope[deleteBy]` and insert `rows` with the scope's values, atomically.
   *  In a write batch this is queued (the last replace of a key wins) and runs at the flush. */
  replace(tx: SqlTx, scope: Pick<Input, Scope>, rows: Omit<Input, Scope>[]): Promise<void>;
}

/** A quoted identifier as text, for statement text built once per table (lib/sql/template.ts
 *  `ident` is the same as a `sql` fragment). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const recordType = (type: ColumnType) => (type === "timestamp" ? "timestamptz" : type);

interface Group {
  scope: Record<string, unknown>;
  rows: unknown[];
}

export function defineTable<Input>() {
  return <const Scope extends keyof Input & string>(
    table: string,
    def: { scope: readonly Scope[]; deleteBy: Scope; columns: ColumnMap<Input> },
  ): TableWriter<Input, Scope> => {
    const all = Object.entries(def.columns) as [string, ColumnType][];
    const scope = (def.scope as readonly string[]).map(
      (name) => [name, def.columns[name as keyof Input] as ColumnType] as const,
    );
    const rowColumns = all.filter(([name]) => !(def.scope as readonly string[]).includes(name));
    const value = (alias: string, [name, type]: readonly [string, ColumnType]) =>
      type === "timestamp" ? `${alias}.${ident(name)} AT TIME ZONE 'UTC'` : `${alias}.${ident(name)}`;
    const select = [...scope.map((c) => value("g", c)), ...rowColumns.map((c) => value("r", c))];
    const insertColumns = [...scope.map(([name]) => name), ...rowColumns.map(([name]) => name)]
      .map(ident)
      .join(", ");
    const deleteType = recordType(def.columns[def.deleteBy as keyof Input] as ColumnType);
    // Two parts of one statement (lib/sql/write-batch.ts): the delete, $1: the groups' keys
    // (deleteBy values); the insert, $1: [{<scope columns>, rows: [{<row columns>}, …]}, …]. Both see
    // the statement's snapshot: the delete never removes what the insert adds.
    const removeHead = raw(`DELETE FROM ${ident(table)} WHERE ${ident(def.deleteBy)} = ANY(`);
    const removeTail = raw(`::${deleteType}[])`);
    const insertHead = raw(
      `INSERT INTO ${ident(table)} (${insertColumns}) SELECT ${select.join(", ")} FROM jsonb_to_recordset(`,
    );
    const insertTail = raw(
      `::jsonb) AS g(${[...scope.map(([name, type]) => `${ident(name)} ${recordType(type)}`), "rows jsonb"].join(", ")}) ` +
        `CROSS JOIN LATERAL jsonb_to_recordset(g.rows) AS r(${rowColumns.map(([name, type]) => `${ident(name)} ${recordType(type)}`).join(", ")})`,
    );
    const parts = (groups: Group[]): SqlPart[] => [
      sql`${removeHead}${groups.map((g) => g.scope[def.deleteBy])}${removeTail}`,
      sql`${insertHead}${JSON.stringify(groups.map((g) => ({ ...g.scope, rows: g.rows })))}${insertTail}`,
    ];
    // Per transaction in a write batch: the queued groups by key (a later replace of a key wins).
    const queued = new WeakMap<SqlTx, Map<unknown, Group>>();
    const writer: TableWriter<Input, Scope> = {
      async replace(tx, scopeValues, rows) {
        const group: Group = { scope: scopeValues as Record<string, unknown>, rows };
        const batched = onFlush(tx, writer, () => {
          const groups = queued.get(tx);
          queued.delete(tx);
          return groups?.size ? parts([...groups.values()]) : [];
        });
        if (!batched) {
          await runParts(tx, parts([group]));
          return;
        }
        let groups = queued.get(tx);
        if (!groups) queued.set(tx, (groups = new Map()));
        groups.set(group.scope[def.deleteBy], group);
      },
    };
    return writer;
  };
}
