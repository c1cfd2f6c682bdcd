// Loose traveller-name matching after KDE's MergeUtil::isSamePerson: case- and diacritic-
// insensitive, titles ignored, airline order "DOE/JOHN MR" = "John Doe", swapped word order,
// and a given name shortened to its initial ("J Doe" = "John Doe"). Pure.
import { foldText } from "@/lib/airports/find-airports";

const TITLES = new Set(["mr", "mrs", "ms", "miss", "mstr", "dr", "prof", "mx", "sir"]);

interface Name {
  family: string;
  given: string[];
  words: string[];
}

const parsed = new Map<string, Name>();

export function parseName(raw: string): Name {
  let name = parsed.get(raw);
  if (!name) {
    if (parsed.size > 20_000) parsed.clear();
    parsed.set(raw, (name = parseNameUncached(raw)));
  }
  return name;
}

function parseNameUncached(raw: string): Name {
  const folded = foldText(raw);
  const [familyPart, givenPart] = folded.includes("/") ? folded.split("/", 2) : [null, folded];
  const words = (s: string | null | undefined) => (s ?? "").split(/[^\p{L}\p{N}]+/u).filter((w) => w && !TITLES.has(w));
  if (familyPart !== null) {
    const family = words(familyPart).join(" ");
    const given = words(givenPart);
    return { family, given, words: [...given, ...words(familyPart)] };
  }
  const all = words(givenPart);
  return { family: all.at(-1) ?? "", given: all.slice(0, -1), words: all };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");

function givenCompatible(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return true; // only a family name on one side
  const [x, y] = [a[0]!, b[0]!];
  return x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
}

export function isSamePerson(a: string, b: string): boolean {
  const x = parseName(a);
  const y = parseName(b);
  if (x.words.length === 0 || y.words.length === 0) return false;
  if (x.words.join("") === y.words.join("") || sameSet(x.words, y.words)) return true;
  if (x.family === y.family && givenCompatible(x.given, y.given)) return true;
  // Only a full name known and written family-first on one side ("Doe John").
  const swapped = (n: Name): Name => ({ family: n.words[0] ?? "", given: n.words.slice(1), words: n.words });
  const sx = swapped(x);
  return sx.family === y.family && givenCompatible(sx.given, y.given);
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** A name as a person writes it: "DOE/JOHN MR" → "John Doe"; mixed-case names stay as given. */
export function displayName(raw: string): string {
  const name = raw.trim();
  if (name !== name.toUpperCase()) return name;
  const [family, given] = name.includes("/") ? name.split("/", 2) : [null, name];
  const words = (s: string | null | undefined) => (s ?? "").split(/\s+/).filter((w) => w && !TITLES.has(w.toLowerCase().replace(/\./g, "")));
  return [...words(given), ...words(family)].map((w) => w.split("-").map(cap).join("-")).join(" ");
}
