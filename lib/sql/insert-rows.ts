// Append rows to a table with ONE statement part per write batch (lib/sql/write-batch.ts), for
// tables whose rows are added rather than replaced by scope (balance snapshots, history rows).
// An optional `clear` deletes rows in the same statement (data-modifying CTEs: the delete never
// sees, so never removes, what the insert adds). Like replace-rows.ts, the column list is
// built from a map the compiler checks against the Prisma model's create input.
import "server-only";
import { type ColumnMap, type ColumnType, ident, recordType } from "@/lib/sql/replace-rows";
import { raw, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";

export interface Clear<C> {
  /** The fields of one delete spec and their types, e.g. { accountId: "text", from: "date" }. */
  fields: { [K in keyof C]: ColumnType };
  /** The WHERE of the delete: the table is `t`, the spec `d`. */
  where: string;
  /** An indexed column of the table equal to a field of every spec: matched again against the
   *  specs' values as an array, so PostgreSQL finds the rows by its index. Joined on the recordset
   *  alone (which it guesses at 100 rows) it read the whole table (bench/ ingestion, issue 17). */
  key: { column: string; field: keyof C & string; type: ColumnType };
}

export interface InsertWriter<Input, C> {
  /** Queue `rows` (and delete specs) in the transaction's write batch; outside one, write now. */
  insert(tx: SqlTx, rows: Input[], clear?: C[]): Promise<void>;
}

export function defineInsert<Input>() {
  return <C = never>(
    table: string,
    def: { columns: ColumnMap<Input>; clear?: Clear<C> },
  ): InsertWriter<Input, C> => {
    const columns = Object.entries(def.columns) as [string, ColumnType][];
    const select = columns
      .map(([name, type]) =>
        type === "timestamp" ? `r.${ident(name)} AT TIME ZONE 'UTC'` : `r.${ident(name)}`,
      )
      .join(", ");
    const record = columns.map(([name, type]) => `${ident(name)} ${recordType(type)}`).join(", ");
    const insert = `INSERT INTO ${ident(table)} (${columns.map(([name]) => ident(name)).join(", ")}) SELECT ${select} FROM jsonb_to_recordset(`;
    const clear = def.clear;
    // Parts of one statement (lib/sql/write-batch.ts): with `clear`, the delete ($1: the specs)
    // and the insert ($1: the rows). Both see the statement's snapshot: the delete never removes
    // what the insert adds.
    const remove =
      clear &&
      ([
        raw(`DELETE FROM ${ident(table)} AS t USING jsonb_to_recordset(`),
        raw(
          `::jsonb) AS d(${(Object.entries(clear.fields) as [string, ColumnType][]).map(([name, type]) => `${ident(name)} ${recordType(type)}`).join(", ")}) WHERE ${clear.where} AND t.${ident(clear.key.column)} = ANY(`,
        ),
        raw(`::${recordType(clear.key.type)}[])`),
      ] as const);
    const addHead = raw(insert);
    const addTail = raw(`::jsonb) AS r(${record})`);
    const parts = (rows: Input[], specs: C[]): SqlPart[] => [
      ...(remove && specs.length
        ? [
            sql`${remove[0]}${JSON.stringify(specs)}${remove[1]}${[...new Set(specs.map((s) => s[clear!.key.field]))]}${remove[2]}`,
          ]
        : []),
      ...(rows.length ? [sql`${addHead}${JSON.stringify(rows)}${addTail}`] : []),
    ];
    const queued = new WeakMap<SqlTx, { rows: Input[]; specs: C[] }>();
    const writer: InsertWriter<Input, C> = {
      async insert(tx, rows, specs = []) {
        if (!rows.length && !specs.length) return;
        const batched = onFlush(tx, writer, () => {
          const q = queued.get(tx);
          queued.delete(tx);
          return q ? parts(q.rows, q.specs) : [];
        });
        if (!batched) {
          await runParts(tx, parts(rows, specs));
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
