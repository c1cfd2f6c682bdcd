// Plain text from a service string that should never carry markup (card and merchant names).
// React escapes text anyway; stripping tags here keeps "<b>" or "<script>" from showing up
// literally on the page (spec 1 C1: markup in any text field is neutralized).
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

/** Script and style elements (with their contents) and every other tag removed, in one pass.
 *  (The regexes this replaces, /<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/ and /<[^>]*>/, scan to the
 *  end of the text for every "<" that never closes: 200,000 of them took 4 minutes, 20,000 unclosed
 *  <script> tags 7 s — found by fuzz-sanitize.test.ts.) A "<" without a ">" stays text; a script
 *  or style element that never closes takes the rest of the text with it, as a browser would. */
function withoutTags(input: string): string {
  const lower = input.toLowerCase();
  let out = "";
  let at = 0;
  for (;;) {
    const lt = input.indexOf("<", at);
    if (lt < 0) return out + input.slice(at);
    const gt = input.indexOf(">", lt);
    if (gt < 0) return out + input.slice(at);
    out += input.slice(at, lt);
    at = gt + 1;
    const raw = /^<(script|style)\b/.exec(lower.slice(lt, lt + 7));
    if (raw) {
      const close = new RegExp(`</${raw[1]}\\s*>`, "g");
      close.lastIndex = at;
      if (!close.exec(lower)) return out;
      at = close.lastIndex;
    }
  }
}

// Text already plain: no tag or entity, single spaces between words, none at the ends.
const CHANGED_BY_CLEANING = /[<&]|\s\s|[^\S ]|^ | $/;

export function toPlainText(input: string): string {
  // Most names are already plain ("King", "Points + Cash"): returned as they are.
  if (!CHANGED_BY_CLEANING.test(input)) return input;
  return withoutTags(input)
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
