// Append rows to a table with ONE statement per write batch (lib/db-write/write-batch.ts), for
// tables whose rows are added rather than replaced by scope (balance snapshots, history rows).
// An optional `clear` deletes rows first in the same statement (a data-modifying CTE: the insert
// never sees, so never loses, what the delete removes). Like replace-rows.ts, the column list is
// built from a map the compiler checks against the Prisma model's create input.
import "server-only";
import { type ColumnMap, type ColumnType, ident, recordType, templateOf } from "@/lib/db-write/replace-rows";
import { onFlush } from "@/lib/db-write/write-batch";
import type { SqlTx } from "@/lib/sql";

export interface Clear<C> {
  /** The fields of one delete spec and their types, e.g. { accountId: "text", from: "date" }. */
  fields: { [K in keyof C]: ColumnType };
  /** The WHERE of the delete: the table is `t`, the spec `d`. */
  where: string;
}

export interface InsertWriter<Input, C> {
  /** Queue `rows` (and delete specs) in the transaction's write batch; outside one, write now. */
  insert(tx: SqlTx, rows: Input[], clear?: C[]): Promise<void>;
}

export function defineInsert<Input>() {
  return <C = never>(table: string, def: { columns: ColumnMap<Input>; clear?: Clear<C> }): InsertWriter<Input, C> => {
    const columns = Object.entries(def.columns) as [string, ColumnType][];
    const select = columns.map(([name, type]) => (type === "timestamp" ? `r.${ident(name)} AT TIME ZONE 'UTC'` : `r.${ident(name)}`)).join(", ");
    const record = columns.map(([name, type]) => `${ident(name)} ${recordType(type)}`).join(", ");
    const insert = `INSERT INTO ${ident(table)} (${columns.map(([name]) => ident(name)).join(", ")}) SELECT ${select} FROM jsonb_to_recordset(`;
    const clear = def.clear;
    // $1: the rows; with `clear`, $1: the delete specs and $2: the rows.
    const statement = clear
      ? templateOf([
          `WITH gone AS (DELETE FROM ${ident(table)} AS t USING jsonb_to_recordset(`,
          `::jsonb) AS d(${(Object.entries(clear.fields) as [string, ColumnType][]).map(([name, type]) => `${ident(name)} ${recordType(type)}`).join(", ")}) WHERE ${clear.where}) ${insert}`,
          `::jsonb) AS r(${record})`,
        ])
      : templateOf([insert, `::jsonb) AS r(${record})`]);
    const write = (tx: SqlTx, rows: Input[], specs: C[]) =>
      clear ? tx.$executeRaw(statement, JSON.stringify(specs), JSON.stringify(rows)) : tx.$executeRaw(statement, JSON.stringify(rows));
    const queued = new WeakMap<SqlTx, { rows: Input[]; specs: C[] }>();
    const writer: InsertWriter<Input, C> = {
      async insert(tx, rows, specs = []) {
        if (!rows.length && !specs.length) return;
        const batched = onFlush(tx, writer, async (t) => {
          const q = queued.get(t);
          queued.delete(t);
          if (q && (q.rows.length || q.specs.length)) await write(t, q.rows, q.specs);
        });
        if (!batched) {
          await write(tx, rows, specs);
          return;
        }
        let q = queued.get(tx);
        if (!q) queued.set(tx, (q = { rows: [], specs: [] }));
        q.rows.push(...rows);
        q.specs.push(...specs);
      },
    };
    return writer;
  };
}
