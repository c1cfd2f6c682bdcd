// Typed reads from normalized schema.org nodes. Senders put a single value or a
// list, a string or a number, an object or its name; these pick the usable one.
import { isObject, type JsonObject } from "../markup/json-ld";

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

export function str(node: JsonObject | undefined, key: string): string | undefined {
  const v = first(node?.[key]);
  if (typeof v === "number") return String(v);
  if (typeof v !== "string") return undefined;
  const t = v.replace(/\s+/g, " ").trim();
  return t === "" ? undefined : t;
}

export function num(node: JsonObject | undefined, key: string): number | undefined {
  const v = first(node?.[key]);
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v !== "string") return undefined;
  const cleaned = v.replace(/[^\d.,-]/g, "");
  // "1,234.56" and "1.234,56" both read as 1234.56; a lone comma with 2 decimals is a decimal comma.
  const normalized = /,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(/\./g, "").replace(",", ".")
    : cleaned.replace(/,/g, "");
  const n = Number(normalized);
  return cleaned !== "" && Number.isFinite(n) ? n : undefined;
}

export function obj(node: JsonObject | undefined, key: string): JsonObject | undefined {
  const v = first(node?.[key]);
  return isObject(v) ? v : undefined;
}

export function objs(node: JsonObject | undefined, key: string): JsonObject[] {
  const v = node?.[key];
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isObject);
}

/** A value that may be an object with a name or the name itself ("airline": "Delta"). */
export function nameOf(node: JsonObject | undefined, key: string): string | undefined {
  return str(obj(node, key), "name") ?? str(node, key);
}
