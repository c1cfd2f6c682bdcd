// Which history column each field of a row belongs to (pure; used when storing and when showing).
// Spec 2 A5 rows carry `{name, value}` with `name` = the column's caption (A2 historyColumns[].name);
// the business export's HistoryField (spec 2 B1) also carries `code` = the column's kind, and some
// implementations name fields by kind only (`PostingDate`, `Description`, `Miles`). Rule: a field
// matches the column with its caption, else an unused column whose kind equals its `code` (or its
// name); a field matching no column is kept as an extra, shown rather than dropped (issue 11 item 11).

export type FieldIn = { name: string; value: string; code?: string };
export type ColumnDef = { name: string; kind?: string };

export function matchFields(
  fields: FieldIn[],
  columns: ColumnDef[],
): { cells: (string | undefined)[]; extras: FieldIn[] } {
  const cells: (string | undefined)[] = columns.map(() => undefined);
  const taken = new Set<number>();
  const pending: FieldIn[] = [];
  // Captions first, so a field named by caption is never displaced by a kind match.
  for (const f of fields) {
    const i = columns.findIndex((c, j) => !taken.has(j) && c.name === f.name);
    if (i >= 0) {
      cells[i] = f.value;
      taken.add(i);
    } else pending.push(f);
  }
  const extras: FieldIn[] = [];
  for (const f of pending) {
    const kind = f.code ?? f.name;
    const i = columns.findIndex(
      (c, j) => !taken.has(j) && c.kind !== undefined && c.kind !== "Info" && c.kind === kind,
    );
    if (i >= 0) {
      cells[i] = f.value;
      taken.add(i);
    } else extras.push(f);
  }
  return { cells, extras };
}

/** The value of the first column of `kind` (after matching), e.g. the PostingDate. */
export function valueOfKind(fields: FieldIn[], columns: ColumnDef[], kind: string): string | undefined {
  if (columns.length === 0) return fields.find((f) => (f.code ?? f.name) === kind)?.value;
  const { cells } = matchFields(fields, columns);
  const i = columns.findIndex((c) => c.kind === kind);
  return i >= 0 ? cells[i] : undefined;
}

/** Every value of columns of these kinds (e.g. Miles and Bonus both count in the balance). */
export function valuesOfKinds(fields: FieldIn[], columns: ColumnDef[], kinds: string[]): string[] {
  if (columns.length === 0) return fields.filter((f) => kinds.includes(f.code ?? f.name)).map((f) => f.value);
  const { cells } = matchFields(fields, columns);
  return columns.flatMap((c, i) =>
    c.kind && kinds.includes(c.kind) && cells[i] !== undefined ? [cells[i]] : [],
  );
}

const POINT_KINDS = new Set(["Miles", "Bonus", "Amount"]);

/** The columns in the order the table shows them: the provider's, except that numbers which do not
 *  move the balance (status points, nights) go after the point columns. On a phone the table
 *  scrolls sideways, and the first number in view should be what a row earned or spent: an award
 *  ticket's "0" Loyalty Points next to it read as a free ticket. */
export function displayOrder<C extends ColumnDef & { type?: string }>(columns: C[]): C[] {
  const statusLike = (c: C) =>
    (c.type === "integer" || c.type === "decimal") && !POINT_KINDS.has(c.kind ?? "");
  if (!columns.some((c) => c.kind && POINT_KINDS.has(c.kind))) return columns;
  return [...columns.filter((c) => !statusLike(c)), ...columns.filter(statusLike)];
}
