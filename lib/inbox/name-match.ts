// "Whose trip is it" (issue 13): is one of the user's own names among a reservation's travelers?
// Pure. Loose on purpose, after KDE kitinerary's isSamePerson (notes §1.1): case, accents and
// transliteration (ü = u = ue), titles (MR, MRS, DR…), initials ("J" = "John"), the airline form
// "DOE/JOHN MR" (family name first) and word order are all ignored; a different given name or a
// different family name is a different person. Table of cases: name-match.test.ts.

const TITLES = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "mstr",
  "master",
  "dr",
  "prof",
  "sir",
  "madam",
  "mme",
  "mlle",
  "herr",
  "frau",
  "sr",
  "sra",
  "jr",
  "chd",
  "inf",
]);
const GLUED_TITLE = /(mrs|mr|ms|miss|mstr|dr)$/;

/** Each spelling a token may have: ü → u and ü → ue, ß → ss, æ → ae, ø → o… */
function forms(token: string): string[] {
  const de = token.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue");
  const fold = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/ß/g, "ss")
      .replace(/æ/g, "ae")
      .replace(/ø/g, "o")
      .replace(/œ/g, "oe")
      .replace(/ł/g, "l")
      .replace(/đ/g, "d");
  return [...new Set([fold(token), fold(de)])];
}

export interface ParsedName {
  tokens: string[][]; // each word, in all its spellings
  familyFirst: boolean;
}

/** Words of a name, lowercased, titles dropped. "DOE/JOHN MR" → family first. */
export function parseName(raw: string): ParsedName {
  let s = raw.toLowerCase().trim();
  let familyFirst = false;
  const slash = s.indexOf("/");
  if (slash > 0) {
    familyFirst = true;
    const family = s.slice(0, slash);
    // "DOE/JOHNMR": airlines glue the title to the given name.
    const given = s
      .slice(slash + 1)
      .trim()
      .split(/\s+/)
      .map((w, i, all) => (i === all.length - 1 && w.length > 4 ? w.replace(GLUED_TITLE, "") : w))
      .join(" ");
    s = `${family} ${given}`;
  } else if (/^[^,]+,[^,]+$/.test(s)) {
    // "Doe, John": family first too.
    familyFirst = true;
    s = s.replace(",", " ");
  }
  const words = s
    .replace(/[.'’‘`]/g, "")
    .split(/[\s,\-_/]+/)
    .filter((w) => w && !TITLES.has(w.normalize("NFKD").replace(/\p{M}/gu, "")));
  return { tokens: words.map(forms), familyFirst };
}

const isInitial = (t: string[]) => t[0]!.length === 1;

function tokenMatch(a: string[], b: string[]): "full" | "initial" | null {
  if (a.some((x) => b.includes(x)))
    return isInitial(a) && isInitial(b) ? "initial" : isInitial(a) || isInitial(b) ? "initial" : "full";
  if (isInitial(a) && b.some((y) => y.startsWith(a[0]!))) return "initial";
  if (isInitial(b) && a.some((x) => x.startsWith(b[0]!))) return "initial";
  return null;
}

/** Every word of the shorter name matches a distinct word of the longer one (any order), and at
 *  least one match is a whole word (a family name is never just an initial). Hyphenated and
 *  glued given names ("Jean-Luc" / "JEANLUC") also match through their joined form. */
export function sameName(a: string, b: string): boolean {
  const x = parseName(a).tokens;
  const y = parseName(b).tokens;
  if (!x.length || !y.length) return false;
  // Glued names ("JEANLUC" for "Jean-Luc"): also try each pair of neighbouring words joined.
  return glued(x).some((gx) => glued(y).some((gy) => matchAll(gx, gy)));
}

function glued(t: string[][]): string[][][] {
  const out = [t];
  for (let i = 0; i + 1 < t.length; i++)
    out.push([...t.slice(0, i), [t[i]![0]! + t[i + 1]![0]!], ...t.slice(i + 2)]);
  return out;
}

function matchAll(x: string[][], y: string[][]): boolean {
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  const used = new Set<number>();
  let full = 0;
  // Whole words first, so an initial never steals the word a full match needs.
  const order = [...short.keys()].sort((i, j) => Number(isInitial(short[i]!)) - Number(isInitial(short[j]!)));
  for (const i of order) {
    const idx = long.findIndex((w, k) => !used.has(k) && tokenMatch(short[i]!, w) !== null);
    if (idx < 0) return false;
    if (tokenMatch(short[i]!, long[idx]!) === "full") full++;
    used.add(idx);
  }
  return full > 0;
}

/** Flag a reservation as "for someone else?": the user gave names, the reservation names people,
 *  and none of them is the user. Unknown either way → not flagged. */
export function isForSomeoneElse(userNames: string[], travelers: string[]): boolean {
  const mine = userNames.map((n) => n.trim()).filter(Boolean);
  const theirs = travelers.map((n) => n.trim()).filter(Boolean);
  if (!mine.length || !theirs.length) return false;
  return !theirs.some((t) => mine.some((m) => sameName(m, t)));
}
