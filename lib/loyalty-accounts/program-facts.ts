// What the Accounts list knows of each of a user's programs: its name and kind (the cached program
// list, else the cached definition of a program linked by URL) and the value of a point as this
// traveler resolves it (lib/valuations). Once per program, not per account: a user's programs are
// a few dozen at most, however many accounts share them, so they travel into PostgreSQL as arrays
// (accounts-sql.ts) and the list is filtered, ordered and totalled there.
import "server-only";
import { db } from "@/lib/db";
import { foldText } from "@/lib/text/fold-text";
import { loadPointValueResolver, type ResolvedValue } from "@/lib/valuations/load-point-value-resolver";
import { readStored } from "@/lib/validation/read-stored";
import { storedProgramDataSchema } from "./stored-schemas";
import { programKind } from "./words";

export type ProgramFacts = {
  code: string;
  name: string;
  kind: number;
  programName: string | undefined;
  value: ResolvedValue;
};

export async function loadProgramFacts(userId: string, codes: string[]): Promise<Map<string, ProgramFacts>> {
  const unique = [...new Set(codes)];
  const [catalog, resolveValue] = await Promise.all([
    // Only the user's programs: the service's list names hundreds.
    unique.length
      ? db.providerCatalog.findMany({
          where: { service: { in: ["loyalty", "loyalty:definition"] }, code: { in: unique } },
          select: { service: true, code: true, name: true, data: true },
        })
      : [],
    loadPointValueResolver(userId),
  ]);
  const facts = new Map<string, ProgramFacts>();
  for (const code of unique) {
    const item = catalog.find((c) => c.code === code && c.service === "loyalty");
    const def = catalog.find((c) => c.code === code && c.service === "loyalty:definition");
    const defData = def
      ? readStored(storedProgramDataSchema, def.data, `loyalty definition ${code}`)
      : undefined;
    const kind = Number(
      (item ? readStored(storedProgramDataSchema, item.data, `loyalty program ${code}`) : undefined)?.kind ??
        defData?.kind ??
        5,
    );
    const name = item?.name ?? def?.name ?? code;
    facts.set(code, {
      code,
      name,
      kind,
      programName: defData?.programName,
      value: resolveValue(code, [defData?.programName, name]),
    });
  }
  return facts;
}

/** The programs as the statements read them: `rank` is the place of the name in A–Z order (compared
 *  as people read it, not by byte), `text` what the filter searches besides the account's label. */
export type ProgramRow = { code: string; rank: number; kind: number; value: number | null; text: string };

export function programRows(facts: Map<string, ProgramFacts>): ProgramRow[] {
  const compare = (a: ProgramFacts, b: ProgramFacts) =>
    a.name.localeCompare(b.name, "en", { sensitivity: "base" });
  const byName = [...facts.values()].sort(compare);
  // Programs of the same name share a rank: their accounts then keep the order they were linked in.
  let rank = 0;
  return byName.map((p, i) => {
    if (i > 0 && compare(byName[i - 1]!, p) !== 0) rank = i;
    return {
      code: p.code,
      rank,
      kind: p.kind,
      value: p.value?.value ?? null,
      text: foldText(`${p.name} ${programKind(p.kind)}`),
    };
  });
}
