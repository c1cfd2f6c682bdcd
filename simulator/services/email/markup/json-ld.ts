// JSON-LD blocks of an HTML email, including the broken JSON real senders ship.
// Repairs (the kinds of breakage KDE's kitinerary also works around in its JSON-LD import):
// HTML entities inside the
// script (`&quot;`), trailing commas, several objects with no comma between them
// (`}{`), a top-level list without brackets, raw line breaks inside strings,
// HTML comment / CDATA wrappers. Blocks that stay unreadable are skipped.
import { decodeEntities } from "./html-entities";
import { type HtmlElement, rawTextOf, walkElements } from "./html-tree";

export type JsonObject = Record<string, unknown>;

export function extractJsonLd(root: HtmlElement): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const el of walkElements(root)) {
    if (el.tag !== "script") continue;
    const type = (el.attrs.type ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/ld+json") continue;
    const value = parseLenientJson(rawTextOf(el));
    if (value !== undefined) nodes.push(...topLevelNodes(value));
  }
  return nodes;
}

/** JSON.parse, then the repairs above one after another until one reads. */
export function parseLenientJson(source: string): unknown {
  let text = source
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "")
    .trim();
  if (text === "") return undefined;
  const attempts: Array<(s: string) => string> = [
    (s) => s,
    (s) => (/&(quot|amp|lt|gt|apos|#\d+|#x[0-9a-f]+);/i.test(s) ? decodeEntities(s) : s),
    (s) => s.replace(/[\r\n\t]+/g, " "),
    (s) => s.replace(/,\s*([}\]])/g, "$1"),
    (s) => s.replace(/}\s*{/g, "},{"),
    (s) => (s.startsWith("{") && /}\s*,\s*{/.test(s) ? `[${s}]` : s),
  ];
  // Each repair is applied on top of the previous ones (a block is often broken twice).
  for (const repair of attempts) {
    text = repair(text);
    try {
      const value = JSON.parse(text) as unknown;
      // Nesting deeper than any reservation needs would overflow the stack of every walk after
      // this one (found by fuzz-parse-email.test.ts): such a block is unreadable, and skipped.
      return nestedDeeperThan(value, MAX_JSON_DEPTH) ? undefined : value;
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

const MAX_JSON_DEPTH = 64;

/** Whether arrays/objects nest more than `max` levels (iterative: the input may be 100,000 deep). */
function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** A JSON-LD document's nodes: arrays flattened, `@graph` expanded. */
function topLevelNodes(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(topLevelNodes);
  if (!isObject(value)) return [];
  const graph = value["@graph"];
  if (Array.isArray(graph)) return graph.flatMap(topLevelNodes);
  return [value];
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
