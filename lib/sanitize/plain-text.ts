// Plain text from a service string that should never carry markup (card and merchant names).
// React escapes text anyway; stripping tags here keeps "<b>" or "<script>" from showing up
// literally on the page (spec 1 C1: markup in any text field is neutralized).
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

export function toPlainText(input: string): string {
  return input
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
