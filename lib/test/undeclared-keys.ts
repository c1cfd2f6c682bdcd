// Which keys of a JSON value a zod schema does not declare: the app's schemas are loose (the
// services add fields over time), so a field the sender renames passes them silently — it only
// shows up here, as a key nobody declared. Paths use `[]` for array items ("routes[].segments[].x").
// Walks zod 4 definitions; a union follows the first option that accepts the value.
import type { z } from "zod";

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

export function undeclaredKeys(schema: z.ZodType, value: unknown, path = ""): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return value == null ? [] : undeclaredKeys(def.innerType as z.ZodType, value, path);
    case "pipe":
      return undeclaredKeys(def.in as z.ZodType, value, path);
    case "lazy":
      return undeclaredKeys((def.getter as () => z.ZodType)(), value, path);
    case "union": {
      const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success);
      return option ? undeclaredKeys(option, value, path) : [];
    }
    case "intersection": {
      const [left, right] = [
        undeclaredKeys(def.left as z.ZodType, value, path),
        undeclaredKeys(def.right as z.ZodType, value, path),
      ];
      return left.filter((k) => right.includes(k));
    }
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item) => undeclaredKeys(def.element as z.ZodType, item, `${path}[]`))
        : [];
    case "record":
      return isObject(value)
        ? Object.values(value).flatMap((v) => undeclaredKeys(def.valueType as z.ZodType, v, `${path}{}`))
        : [];
    case "object": {
      if (!isObject(value)) return [];
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.entries(value).flatMap(([key, v]) => {
        const at = path ? `${path}.${key}` : key;
        const field = shape[key];
        return field ? undeclaredKeys(field, v, at) : [at];
      });
    }
    default:
      return [];
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The distinct undeclared paths over many values, sorted. */
export function undeclaredPaths(schema: z.ZodType, values: unknown[]): string[] {
  return [...new Set(values.flatMap((v) => undeclaredKeys(schema, v)))].sort();
}
