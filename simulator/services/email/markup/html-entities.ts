// The handful of HTML entities that show up in entity-encoded JSON-LD and in
// header/plain-text values (numeric ones in full).
const NAMED: Record<string, string> = {
  quot: '"',
  amp: "&",
  lt: "<",
  gt: ">",
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return safeChar(parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith("#")) return safeChar(parseInt(lower.slice(1), 10)) ?? whole;
    return NAMED[lower] ?? whole;
  });
}

function safeChar(code: number): string | undefined {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
