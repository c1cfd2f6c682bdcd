// Compiles a zod schema into a yes/no check of a parsed JSON value: the same rules, none of the work
// of building the parsed output. zod's safeParse builds a new object tree, collects issues and runs
// transforms for every value; a callback receiver only needs "is this body valid?" before it stores
// the body and answers 200, and normalizes (with the full zod parse) after the response. On result
// bodies the compiled check is several times faster than safeParse (bench/ ingestion).
//
// The schema stays the one source of truth: the check is derived from it, never written by hand.
// Only the constructs our service schemas use are compiled; anything else (a string format, a
// superRefine, a coercion, z.lazy…) throws UnsupportedSchemaError when compiling, so a new construct
// fails loudly in tests instead of being skipped. Two assumptions, both true of our schemas and
// guarded by the differential tests (compile-check.test.ts, and lib/callbacks/handler-checks.test.ts
// for every callback schema on the simulator's real bodies and their mutations):
// - transforms (`.transform`, `.default`, `.catch`) never reject: the check looks at the input only;
// - refinements read fields no transform changes: they are given the input value, not the output.
import type { z } from "zod";

export type Check = (value: unknown) => boolean;

export class UnsupportedSchemaError extends Error {
  constructor(what: string, path: string) {
    super(`compileCheck: ${what} is not supported (at ${path || "the root"})`);
    this.name = "UnsupportedSchemaError";
  }
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const all = (checks: Check[]): Check =>
  checks.length === 0 ? () => true : checks.length === 1 ? checks[0]! : (v) => checks.every((c) => c(v));

/** zod measures strings in Unicode code points (an emoji is 1), arrays in elements. */
function lengthOf(v: unknown): number {
  if (typeof v !== "string") return (v as unknown[]).length;
  let surrogatePairs = 0;
  for (let i = 0; i < v.length; i++) {
    const unit = v.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < v.length) {
      const next = v.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) { surrogatePairs++; i++; }
    }
  }
  return v.length - surrogatePairs;
}

// A code point is one or two UTF-16 units, so `.length` settles most cases without counting.
function lengthCheck(c: CheckDef): Check | undefined {
  switch (c.check) {
    case "min_length": {
      const n = c.minimum as number;
      return (v) => { const units = (v as unknown[]).length; return units >= n && (units >= 2 * n || lengthOf(v) >= n); };
    }
    case "max_length": {
      const n = c.maximum as number;
      return (v) => (v as unknown[]).length <= n || lengthOf(v) <= n;
    }
    case "length_equals": {
      const n = c.length as number;
      return (v) => { const units = (v as unknown[]).length; return units === n ? lengthOf(v) === n : units > n && units <= 2 * n && lengthOf(v) === n; };
    }
    default: return undefined;
  }
}

function checkOf(c: CheckDef, type: string, path: string): Check {
  // zod gives length checks a default `when` (skip values without a length): after the type check
  // every value has one. Any other `when` changes when a check runs, which we do not model.
  const length = lengthCheck(c);
  if (length && (type === "string" || type === "array")) return length;
  if (c.when) throw new UnsupportedSchemaError("a check with `when`", path);
  if (c.check === "string_format" && c.format === "regex" && type === "string") {
    const pattern = c.pattern as RegExp;
    return (v) => { pattern.lastIndex = 0; return pattern.test(v as string); };
  }
  if (type === "number") {
    const value = c.value as number;
    if (c.check === "greater_than") return c.inclusive ? (v) => (v as number) >= value : (v) => (v as number) > value;
    if (c.check === "less_than") return c.inclusive ? (v) => (v as number) <= value : (v) => (v as number) < value;
    if (c.check === "number_format" && c.format === "safeint") return (v) => Number.isSafeInteger(v);
  }
  // .refine(fn): fn gets the input value (see the header). superRefine/.check have no plain fn.
  if (c.check === "custom" && typeof c.fn === "function") {
    const fn = c.fn as (v: unknown) => unknown;
    return (v) => { const ok = fn(v); if (ok instanceof Promise) throw new UnsupportedSchemaError("an async refinement", path); return Boolean(ok); };
  }
  throw new UnsupportedSchemaError(`the ${type} check "${c.check}"${c.format ? ` (${String(c.format)})` : ""}`, path);
}

function compileNode(schema: unknown, path: string): Check {
  const def = defOf(schema);
  if (def.coerce) throw new UnsupportedSchemaError("coercion", path);
  const base = compileBase(def, path);
  // A format schema (z.int(), z.email()…) carries its own check on its def, besides `.checks`.
  const own = typeof def.check === "string" ? [def as unknown as CheckDef] : [];
  const checks = [...own, ...(def.checks ?? []).map((c) => c._zod.def)].map((c) => checkOf(c, def.type, path));
  if (!checks.length) return base;
  // Checks run only on a value of the right type (as zod skips them when the type check failed).
  const rest = all(checks);
  return (v) => base(v) && rest(v);
}

function compileBase(def: Def, path: string): Check {
  switch (def.type) {
    case "string": return (v) => typeof v === "string";
    case "number": return (v) => typeof v === "number" && Number.isFinite(v);
    case "boolean": return (v) => typeof v === "boolean";
    case "null": return (v) => v === null;
    case "unknown":
    case "any": return () => true;
    case "never": return () => false;
    case "literal": { const values = new Set(def.values as unknown[]); return (v) => values.has(v); }
    case "enum": { const values = new Set(Object.values(def.entries as Record<string, unknown>)); return (v) => values.has(v); }
    case "optional":
    case "default": { const inner = compileNode(def.innerType, path); return (v) => v === undefined || inner(v); }
    case "nullable": { const inner = compileNode(def.innerType, path); return (v) => v === null || inner(v); }
    // .catch() replaces any failure with its value: every input passes.
    case "catch": compileNode(def.innerType, path); return () => true;
    case "pipe": {
      if (defOf(def.out).type !== "transform") throw new UnsupportedSchemaError("a pipe into another schema", path);
      return compileNode(def.in, path);
    }
    case "union": {
      const options = (def.options as unknown[]).map((o, i) => compileNode(o, `${path}|${i}`));
      if (def.inclusive !== false) return (v) => options.some((o) => o(v));
      // z.xor and z.discriminatedUnion: exactly one option may match.
      return (v) => { let matches = 0; for (const o of options) if (o(v) && ++matches > 1) return false; return matches === 1; };
    }
    case "array": {
      const element = compileNode(def.element, `${path}[]`);
      return (v) => Array.isArray(v) && v.every(element);
    }
    case "object": return compileObject(def, path);
    default: throw new UnsupportedSchemaError(`z.${def.type}`, path);
  }
}

function compileObject(def: Def, path: string): Check {
  const fields = Object.entries(def.shape as Record<string, unknown>).map(([key, s]) => [key, compileNode(s, path ? `${path}.${key}` : key)] as const);
  const catchall = def.catchall === undefined ? "strip" : defOf(def.catchall).type;
  const known = new Set(fields.map(([key]) => key));
  let extra: Check | undefined;
  // loose (unknown) and the default strip mode accept any other key; strict (never) none.
  if (catchall === "never") extra = () => false;
  else if (catchall !== "strip" && catchall !== "unknown" && catchall !== "any") extra = compileNode(def.catchall, `${path}.*`);
  return (v) => {
    if (!isObject(v)) return false;
    for (const [key, check] of fields) if (!check(v[key])) return false;
    if (extra) for (const key in v) if (!known.has(key) && !extra(v[key])) return false;
    return true;
  };
}

/** A check with exactly the acceptance of `schema` (see the header for the two assumptions). */
export function compileCheck(schema: z.ZodType): Check {
  return compileNode(schema, "");
}

const compiled = new WeakMap<z.ZodType, Check | null>();

/** The compiled check of `schema`, compiled once; null when the schema uses a construct the
 *  compiler does not know (the caller then validates with zod itself, as before). */
export function cachedCheck(schema: z.ZodType): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    try {
      check = compileCheck(schema);
    } catch (error) {
      if (!(error instanceof UnsupportedSchemaError)) throw error;
      console.warn(`${error.message}; validating with zod instead`);
      check = null;
    }
    compiled.set(schema, check);
  }
  return check;
}
