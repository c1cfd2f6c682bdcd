// Update some columns of rows by id with ONE statement part per write batch (lib/sql/write-batch.ts):
// each patch names only the columns it sets (a column left out keeps its value), and patches of one
// id queued in one transaction merge, the later winning. The column list comes from a map the
// compiler checks against the Prisma model's create input (the settable columns' names and kinds).
import "server-only";
import { type ColumnMap, type ColumnType, ident } from "@/lib/sql/replace-rows";
import { raw, sql } from "@/lib/sql/template";
import type { SqlTx } from "@/lib/sql/transaction";
import { onFlush, runParts, type SqlPart } from "@/lib/sql/write-batch";

export interface PatchWriter<Input> {
  /** Set the given columns of row `id` (queued in a write batch; outside one, written now). */
  patch(tx: SqlTx, id: string, values: { [K in keyof Input]?: Input[K] | null }): Promise<void>;
}

/** A JSON value read from the patch `p` as the column's type; JSON null is SQL NULL. */
function read(name: string, type: ColumnType): string {
  const field = `p.v->${`'${name.replace(/'/g, "''")}'`}`;
  const text = `(p.v->>${`'${name.replace(/'/g, "''")}'`})`;
  switch (type) {
    case "jsonb":
      return `CASE WHEN jsonb_typeof(${field}) = 'null' THEN NULL ELSE ${field} END`;
    case "timestamp":
      return `${text}::timestamptz AT TIME ZONE 'UTC'`;
    case "text[]":
      return `ARRAY(SELECT jsonb_array_elements_text(${field}))`;
    case "text":
      return text;
    default:
      return `${text}::${type}`;
  }
}

export function definePatch<Input>() {
  return (table: string, def: { columns: ColumnMap<Input>; updatedAt?: string }): PatchWriter<Input> => {
    const sets = (Object.entries(def.columns) as [string, ColumnType][]).map(
      ([name, type]) =>
        `${ident(name)} = CASE WHEN p.v ? '${name.replace(/'/g, "''")}' THEN ${read(name, type)} ELSE t.${ident(name)} END`,
    );
    if (def.updatedAt) sets.push(`${ident(def.updatedAt)} = now()`);
    // $1: [{id, v: {<column>: value, …}}, …]
    const head = raw(`UPDATE ${ident(table)} AS t SET ${sets.join(", ")} FROM jsonb_to_recordset(`);
    // The ids again, as an array: PostgreSQL then finds the rows by primary key. Joined on the
    // recordset alone (which it guesses at 100 rows) it read the whole table (bench/ ingestion).
    const byId = raw(`::jsonb) AS p(id text, v jsonb) WHERE t.id = p.id AND t.id = ANY(`);
    const tail = raw(`::text[])`);
    const part = (patches: Map<string, object>): SqlPart =>
      sql`${head}${JSON.stringify([...patches].map(([id, v]) => ({ id, v })))}${byId}${[...patches.keys()]}${tail}`;
    const queued = new WeakMap<SqlTx, Map<string, object>>();
    const writer: PatchWriter<Input> = {
      async patch(tx, id, given) {
        // A key given as undefined sets nothing (JSON would drop it, but a merge must not lose an earlier value).
        const values = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
        const batched = onFlush(tx, writer, () => {
          const q = queued.get(tx);
          queued.delete(tx);
          return q?.size ? [part(q)] : [];
        });
        if (!batched) {
          await runParts(tx, [part(new Map([[id, values]]))]);
          return;
        }
        let q = queued.get(tx);
        if (!q) queued.set(tx, (q = new Map()));
        q.set(id, { ...q.get(id), ...values });
      },
    };
    return writer;
  };
}
