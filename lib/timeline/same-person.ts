// Loose traveller-name matching after KDE's MergeUtil::isSamePerson: case- and diacritic-
// insensitive, transliterations ("Bjärn" = "BJAERN", "Søren" = "SOEREN"), titles ignored even when a
// boarding pass glues them on ("VOLKERMR KRAUSE" = "Volker Krause"), spacing and hyphens ignored
// ("Cord-Landwehr" = "CORDLANDWEHR"), airline order "DOE/JOHN MR" = "John Doe", swapped word order,
// and a given name shortened or dropped ("J Doe", "Kai Broulik", "KRAUSE"). Pure; held to KDE's own
// cases in kde-merge-corpus.test.ts.
import { foldText } from "@/lib/text/fold-text";
import { transliterate } from "@/lib/text/transliterate";

const TITLES = new Set(["mr", "mrs", "ms", "miss", "mstr", "dr", "prof", "mx", "sir"]);
// Titles a boarding pass (IATA BCBP) glues to the given name: the only letters two spellings of one
// name may differ by (KDE isNameEqualish drops MR, MRS and MS from the difference).
const GLUED = new Set(["mr", "mrs", "ms", "miss", "mstr"]);

interface Name {
  family: string;
  given: string[];
  words: string[];
}

const parsed = new Map<string, Name[]>();

/** A name in each of its spellings (folded, transliterated). */
function spellingsOf(raw: string): Name[] {
  let names = parsed.get(raw);
  if (!names) {
    if (parsed.size > 20_000) parsed.clear();
    const folded = foldText(raw);
    names = [...new Set([folded, transliterate(raw)])].map(parseFolded);
    parsed.set(raw, names);
  }
  return names;
}

function parseFolded(folded: string): Name {
  const [familyPart, givenPart] = folded.includes("/") ? folded.split("/", 2) : [null, folded];
  const words = (s: string | null | undefined) =>
    (s ?? "").split(/[^\p{L}\p{N}]+/u).filter((w) => w && !TITLES.has(w));
  if (familyPart !== null) {
    const family = words(familyPart).join(" ");
    const given = words(givenPart);
    return { family, given, words: [...given, ...words(familyPart)] };
  }
  const all = words(givenPart);
  return { family: all.at(-1) ?? "", given: all.slice(0, -1), words: all };
}

/**
 * The same letters, apart from glued-on titles: the letters outside a longest common subsequence
 * of the two must each form a run that is a title ("volkermrkrause" vs "volkerkrause" leaves "mr").
 */
export function equalish(a: string, b: string): boolean {
  const x = a.replace(/[^\p{L}]/gu, "");
  const y = b.replace(/[^\p{L}]/gu, "");
  if (!x || !y) return false;
  if (x === y) return true;
  if (Math.abs(x.length - y.length) > 8) return false;
  // lcs[i][j]: longest common subsequence of x[i..] and y[j..].
  const lcs = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const runs: string[] = [];
  let [i, j, runX, runY] = [0, 0, "", ""];
  const flush = () => {
    if (runX) runs.push(runX);
    if (runY) runs.push(runY);
    runX = runY = "";
  };
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      flush();
      i++;
      j++;
    } else if (j >= y.length || (i < x.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) runX += x[i++];
    else runY += y[j++];
  }
  flush();
  return runs.every((r) => GLUED.has(r));
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(" ") === [...b].sort().join(" ");

function givenCompatible(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return true; // only a family name on one side
  const [x, y] = [a[0]!, b[0]!];
  return equalish(x, y) || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
}

function sameName(x: Name, y: Name): boolean {
  if (x.words.length === 0 || y.words.length === 0) return false;
  if (equalish(x.words.join(""), y.words.join("")) || sameSet(x.words, y.words)) return true;
  if (equalish(x.family, y.family) && givenCompatible(x.given, y.given)) return true;
  // Only a full name known and written family-first on one side ("Doe John").
  const swapped = (n: Name): Name => ({ family: n.words[0] ?? "", given: n.words.slice(1), words: n.words });
  const sx = swapped(x);
  return equalish(sx.family, y.family) && givenCompatible(sx.given, y.given);
}

export function isSamePerson(a: string, b: string): boolean {
  const xs = spellingsOf(a);
  const ys = spellingsOf(b);
  return xs.some((x) => ys.some((y) => sameName(x, y)));
}

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

/** A name as a person writes it: "DOE/JOHN MR" → "John Doe"; mixed-case names stay as given. */
export function displayName(raw: string): string {
  const name = raw.trim();
  if (name !== name.toUpperCase()) return name;
  const [family, given] = name.includes("/") ? name.split("/", 2) : [null, name];
  const words = (s: string | null | undefined) =>
    (s ?? "").split(/\s+/).filter((w) => w && !TITLES.has(w.toLowerCase().replace(/\./g, "")));
  return [...words(given), ...words(family)].map((w) => w.split("-").map(cap).join("-")).join(" ");
}
