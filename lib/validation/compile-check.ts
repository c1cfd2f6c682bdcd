// Compiles a zod schema into a plain function over a parsed JSON value: the same acceptance and the
// same output as schema.parse, several times faster (bench/ ingestion). zod's parse runs every value
// through a generic pipeline (payload objects, issue arrays, check lists, lazy getters); a callback
// body of 50 flight routes took ~260–330 µs to parse, the compiled parser ~80 µs (objects are
// generated code specialized to their keys), on the one path whose speed is measured against a raw
// insert (issue 17). The receiver parses a body once, before its 200, and the normalization after
// the response uses that value.
//
// The schema stays the one source of truth: the parser is derived from it, never written by hand.
// Only the constructs our service schemas use are compiled; anything else (a string format, a
// superRefine, a coercion, z.lazy…) throws UnsupportedSchemaError when compiling, so a new construct
// fails loudly in tests instead of being skipped. Refused values get no issues (the caller asks zod
// for them: the error path is rare and not timed). Guarded by differential tests against zod, of
// acceptance and output (compile-check.test.ts, and lib/callbacks/handler-checks.test.ts for every
// callback schema on the simulator's real bodies and thousands of mutations of them).
import type { z } from "zod";
import { logger } from "@/lib/log/logger";

const log = logger("validation");

/** A yes/no test of one rule (a length, a pattern, a bound) inside a compiled parser. */
type Check = (value: unknown) => boolean;
/** What a compiled parser returns for a value the schema refuses. */
export const INVALID: unique symbol = Symbol("invalid");
/** The schema's output for `value`, or INVALID. */
export type Parse = (value: unknown) => unknown;

export class UnsupportedSchemaError extends Error {
  constructor(what: string, path: string) {
    super(`compileParse: ${what} is not supported (at ${path || "the root"})`);
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
const all = (checks: Check[]): Check =>
  checks.length === 0
    ? () => true
    : checks.length === 1
      ? checks[0]!
      : (v) => {
          for (const check of checks) if (!check(v)) return false;
          return true;
        };

/** zod measures strings in Unicode code points (an emoji is 1), arrays in elements. */
function lengthOf(v: unknown): number {
  if (typeof v !== "string") return (v as unknown[]).length;
  let surrogatePairs = 0;
  for (let i = 0; i < v.length; i++) {
    const unit = v.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < v.length) {
      const next = v.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        surrogatePairs++;
        i++;
      }
    }
  }
  return v.length - surrogatePairs;
}

// A code point is one or two UTF-16 units, so `.length` settles most cases without counting.
function lengthCheck(c: CheckDef): Check | undefined {
  switch (c.check) {
    case "min_length": {
      const n = c.minimum as number;
      return (v) => {
        const units = (v as unknown[]).length;
        return units >= n && (units >= 2 * n || lengthOf(v) >= n);
      };
    }
    case "max_length": {
      const n = c.maximum as number;
      return (v) => (v as unknown[]).length <= n || lengthOf(v) <= n;
    }
    case "length_equals": {
      const n = c.length as number;
      return (v) => {
        const units = (v as unknown[]).length;
        return units === n ? lengthOf(v) === n : units > n && units <= 2 * n && lengthOf(v) === n;
      };
    }
    default:
      return undefined;
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
    return (v) => {
      pattern.lastIndex = 0;
      return pattern.test(v as string);
    };
  }
  if (type === "number") {
    const value = c.value as number;
    if (c.check === "greater_than")
      return c.inclusive ? (v) => (v as number) >= value : (v) => (v as number) > value;
    if (c.check === "less_than")
      return c.inclusive ? (v) => (v as number) <= value : (v) => (v as number) < value;
    if (c.check === "number_format" && c.format === "safeint") return (v) => Number.isSafeInteger(v);
  }
  // .refine(fn): fn gets the input value (see the header). superRefine/.check have no plain fn.
  if (c.check === "custom" && typeof c.fn === "function") {
    const fn = c.fn as (v: unknown) => unknown;
    return (v) => {
      const ok = fn(v);
      if (ok instanceof Promise) throw new UnsupportedSchemaError("an async refinement", path);
      return Boolean(ok);
    };
  }
  throw new UnsupportedSchemaError(
    `the ${type} check "${c.check}"${c.format ? ` (${String(c.format)})` : ""}`,
    path,
  );
}

/** What zod hands a transform as its context: an issue added refuses the value. A class, not an
 *  object literal with an arrow function, so no closure is made per value. */
class TransformPayload {
  issues: unknown[] = [];
  constructor(public value: unknown) {}
  addIssue(issue: unknown) {
    this.issues.push(issue);
  }
}

/** zod's optin/optout of a schema: whether an absent key may be, and stays, absent. */
const optOf = (schema: unknown) => (schema as { _zod: { optin?: string; optout?: string } })._zod;

function compileNode(schema: unknown, path: string): Parse {
  const def = defOf(schema);
  if (def.coerce) throw new UnsupportedSchemaError("coercion", path);
  const base = compileBase(def, path);
  // A format schema (z.int(), z.email()…) carries its own check on its def, besides `.checks`.
  const own = typeof def.check === "string" ? [def as unknown as CheckDef] : [];
  const checks = [...own, ...(def.checks ?? []).map((c) => c._zod.def)].map((c) =>
    checkOf(c, def.type, path),
  );
  if (!checks.length) return base;
  // Checks run on the parsed value, and only when it parsed (zod skips them after a type error).
  const rest = all(checks);
  return (v) => {
    const out = base(v);
    return out === INVALID || !rest(out) ? INVALID : out;
  };
}

function compileBase(def: Def, path: string): Parse {
  switch (def.type) {
    case "string":
      return (v) => (typeof v === "string" ? v : INVALID);
    case "number":
      return (v) => (typeof v === "number" && Number.isFinite(v) ? v : INVALID);
    case "boolean":
      return (v) => (typeof v === "boolean" ? v : INVALID);
    case "null":
      return (v) => (v === null ? v : INVALID);
    case "unknown":
    case "any":
      return (v) => v;
    case "never":
      return () => INVALID;
    case "literal":
    case "enum": {
      const values = new Set(
        def.type === "literal"
          ? (def.values as unknown[])
          : Object.values(def.entries as Record<string, unknown>),
      );
      return (v) => (values.has(v) ? v : INVALID);
    }
    case "optional": {
      const inner = compileNode(def.innerType, path);
      // .optional() leaves absence alone, unless its inner schema substitutes a value (a default).
      if (optOf(def.innerType).optin !== "defaulted") return (v) => (v === undefined ? undefined : inner(v));
      return (v) => {
        const out = inner(v);
        return v === undefined && out === INVALID ? undefined : out;
      };
    }
    case "default": {
      const inner = compileNode(def.innerType, path);
      // The default is returned as is, not parsed (zod: "no reason to pass the default through
      // validation"); `defaultValue` is a getter handing out a fresh copy each time.
      return (v) => {
        if (v === undefined) return def.defaultValue;
        const out = inner(v);
        return out === undefined ? def.defaultValue : out;
      };
    }
    case "nullable": {
      const inner = compileNode(def.innerType, path);
      return (v) => (v === null ? null : inner(v));
    }
    case "catch": {
      // .catch() replaces any failure with its value (its function is not shown zod's issues: ours
      // ignore them).
      const inner = compileNode(def.innerType, path);
      const catchValue = def.catchValue as (ctx: object) => unknown;
      return (v) => {
        const out = inner(v);
        return out !== INVALID ? out : catchValue({ value: v, input: v, issues: [], error: { issues: [] } });
      };
    }
    case "pipe": {
      const from = compileNode(def.in, path);
      const to = compileNode(def.out, path);
      return (v) => {
        const mid = from(v);
        return mid === INVALID ? INVALID : to(mid);
      };
    }
    case "transform": {
      const transform = def.transform as (value: unknown, payload: TransformPayload) => unknown;
      return (v) => {
        const payload = new TransformPayload(v);
        const out = transform(v, payload);
        if (out instanceof Promise) throw new UnsupportedSchemaError("an async transform", path);
        return payload.issues.length ? INVALID : out;
      };
    }
    case "union": {
      const options = (def.options as unknown[]).map((o, i) => compileNode(o, `${path}|${i}`));
      // The first option that parses gives the value.
      if (def.inclusive !== false)
        return (v) => {
          for (const o of options) {
            const out = o(v);
            if (out !== INVALID) return out;
          }
          return INVALID;
        };
      // z.xor and z.discriminatedUnion: exactly one option may match.
      return (v) => {
        let found: unknown = INVALID;
        for (const o of options) {
          const out = o(v);
          if (out === INVALID) continue;
          if (found !== INVALID) return INVALID;
          found = out;
        }
        return found;
      };
    }
    case "array": {
      const element = compileNode(def.element, `${path}[]`);
      return (v) => {
        if (!Array.isArray(v)) return INVALID;
        const out = new Array<unknown>(v.length);
        for (let i = 0; i < v.length; i++) if ((out[i] = element(v[i])) === INVALID) return INVALID;
        return out;
      };
    }
    case "object":
      return compileObject(def, path);
    default:
      throw new UnsupportedSchemaError(`z.${def.type}`, path);
  }
}

/** One declared key's step, by zod's rules for it (handlePropertyResult), which depend only on the
 *  key's schema's optin/optout (may the key be absent; does absence stay absent): `x` is the
 *  value parsed from v[key], `o` the output. */
function fieldStep(i: number, key: string, optin: string | undefined, optout: string | undefined): string {
  const k = JSON.stringify(key);
  const parse = `x = p${i}(v[${k}]);`;
  // A required key: present, and valid.
  if (optin === undefined) return `${parse} if (x === INVALID || !(${k} in v)) return INVALID; o[${k}] = x;`;
  // .optional(): an absent key stays absent, unparsed.
  if (optin === "optional" && optout === "optional")
    return `if (${k} in v) { ${parse} if (x === INVALID) return INVALID; o[${k}] = x; }`;
  // A default: always a value.
  if (optin === "defaulted" && optout !== "optional")
    return `${parse} if (x === INVALID) return INVALID; o[${k}] = x;`;
  // May be absent, and may make a value of absence (.catch, a transform of an optional value).
  if (optout !== "optional")
    return `${parse} if (x === INVALID) return INVALID; if (x !== undefined) o[${k}] = x; else if (${k} in v) o[${k}] = undefined;`;
  // A default made optional: a failure on an absent key is ignored.
  return `${parse} if (x === INVALID) { if (${k} in v) return INVALID; } else if (x !== undefined) o[${k}] = x; else if (${k} in v) o[${k}] = undefined;`;
}

// An object's parser is generated source, specialized to its keys: every read and write names its
// key, so V8 sees one object shape per site instead of looking keys up by value (measured ~2× faster
// on callback bodies than a loop over the keys). The source is made only of the schema's keys
// (JSON-quoted) and fixed text; the field parsers are passed in.
function compileObject(def: Def, path: string): Parse {
  const entries = Object.entries(def.shape as Record<string, unknown>).filter(([key]) => key !== "__proto__"); // zod never copies one
  const parsers = entries.map(([key, s]) => compileNode(s, path ? `${path}.${key}` : key));
  const catchall = def.catchall === undefined ? "strip" : defOf(def.catchall).type;
  const known = new Set(Object.keys(def.shape as object));
  // strip drops other keys; strict (never) refuses them; loose (unknown) and a catchall schema keep
  // them, parsed (after the declared ones, in the input's order, as zod builds its output).
  const extra =
    catchall === "strip" || catchall === "never" ? undefined : compileNode(def.catchall, `${path}.*`);
  const rest =
    catchall === "strip"
      ? ""
      : catchall === "never"
        ? "for (const k in v) if (!known.has(k)) return INVALID;"
        : catchall === "unknown" || catchall === "any"
          ? 'for (const k in v) if (!known.has(k) && k !== "__proto__") o[k] = v[k];'
          : 'for (const k in v) { if (known.has(k) || k === "__proto__") continue; x = extra(v[k]); if (x === INVALID) return INVALID; o[k] = x; }';
  const body = [
    "if (typeof v !== 'object' || v === null || Array.isArray(v)) return INVALID;",
    "const o = {}; let x;",
    ...entries.map(([key, s], i) => fieldStep(i, key, optOf(s).optin, optOf(s).optout)),
    rest,
    "return o;",
  ].join("\n");
  const names = parsers.map((_, i) => `p${i}`);
  return new Function("INVALID", "known", "extra", ...names, `return function parseObject(v) {\n${body}\n};`)(
    INVALID,
    known,
    extra,
    ...parsers,
  ) as Parse;
}

/** A parser with exactly the acceptance and the output of `schema` (see the header). */
export function compileParse(schema: z.ZodType): Parse {
  return compileNode(schema, "");
}

const compiled = new WeakMap<z.ZodType, Parse | null>();

/** The compiled parser of `schema`, compiled once; null when the schema uses a construct the
 *  compiler does not know (the caller then parses with zod itself, as before). */
export function cachedParse(schema: z.ZodType): Parse | null {
  let parse = compiled.get(schema);
  if (parse === undefined) {
    try {
      parse = compileParse(schema);
    } catch (error) {
      if (!(error instanceof UnsupportedSchemaError)) throw error;
      log.warn(`${error.message}; parsing with zod instead`);
      parse = null;
    }
    compiled.set(schema, parse);
  }
  return parse;
}

/** schema.safeParse, through the compiled parser when the schema has one: zod runs only to explain a
 *  refusal (and, should the two ever disagree, zod's answer stands and it is logged). */
export function safeParseCompiled<T>(
  schema: z.ZodType<T>,
  value: unknown,
  what: string,
): z.ZodSafeParseResult<T> {
  const parse = cachedParse(schema);
  const out = parse ? parse(value) : INVALID;
  if (out !== INVALID) return { success: true, data: out as T };
  const result = schema.safeParse(value);
  if (result.success && parse)
    logger(what).warn(`the compiled parser refused a value the schema accepts; zod's value is used`);
  return result;
}

/** schema.parse, through the compiled parser (safeParseCompiled); throws zod's error. */
export function parseCompiled<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = safeParseCompiled(schema, value, what);
  if (!result.success) throw result.error;
  return result.data;
}
