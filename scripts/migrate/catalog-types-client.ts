// Workaround 1 of docs/prisma-offline.md: the schema engine reads catalog columns typed
// `name` (oid 19) and `"char"` (oid 18); adapter-pg rejects `"char"` ("Column type 'char' could not
// be deserialized"). This pg.Client relabels both as text (oid 25) in every result and remembers
// which columns were `"char"`, so the adapter wrapper can report them as Character (the engine's
// constraint reader panics when they come back as plain Text).
import pg from "pg";

const OID_CHAR = 18;
const OID_NAME = 19;
const OID_TEXT = 25;

const charColumnsByRows = new WeakMap<object, number[]>();

/** Indexes of the columns that were `"char"` in the result whose rows array this is. */
export function charColumnsOf(rows: unknown): number[] {
  if (!rows || typeof rows !== "object") return [];
  return charColumnsByRows.get(rows) ?? [];
}

function relabel<T>(result: T): T {
  for (const r of Array.isArray(result) ? result : [result]) {
    const res = r as Partial<pg.QueryResult> | undefined;
    if (!res?.fields || !res.rows) continue;
    const charColumns: number[] = [];
    res.fields.forEach((field, i) => {
      if (field.dataTypeID === OID_CHAR) charColumns.push(i);
      if (field.dataTypeID === OID_CHAR || field.dataTypeID === OID_NAME) field.dataTypeID = OID_TEXT;
    });
    if (charColumns.length > 0) charColumnsByRows.set(res.rows, charColumns);
  }
  return result;
}

// pg's text parsers for oids 18 and 19 are identity functions, so relabelling after the rows were
// parsed changes nothing but the type the adapter sees.
export class CatalogTypesClient extends pg.Client {
  // pg.Client#query has many overloads (promise, callback, submittable); pass them all through.
  override query(...args: unknown[]): never {
    const last = args[args.length - 1];
    if (typeof last === "function") {
      const callback = last as (err: unknown, res: unknown) => void;
      const rest = args.slice(0, -1);
      return (super.query as (...a: unknown[]) => never)(...rest, (err: unknown, res: unknown) =>
        callback(err, err ? res : relabel(res)),
      );
    }
    const out = (super.query as (...a: unknown[]) => unknown)(...args);
    if (out && typeof (out as Promise<unknown>).then === "function") {
      return (out as Promise<unknown>).then(relabel) as never;
    }
    return out as never;
  }
}
