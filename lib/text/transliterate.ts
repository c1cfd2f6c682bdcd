// How German and Nordic letters are written where only ASCII is allowed (passports, airline and
// rail systems): "Bjärn" → "bjaern", "Søren" → "soeren", "Ålesund" → "aalesund", "Straße" →
// "strasse". Lower case, other diacritics dropped. The second spelling tried next to foldText
// (which drops the dots: "bjarn") when names of people and stations are compared.
import { foldText } from "./fold-text";

const TRANSLIT: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ø: "oe",
  å: "aa",
  ß: "ss",
  æ: "ae",
  œ: "oe",
};

export function transliterate(s: string): string {
  return foldText(s.toLowerCase().replace(/[äöüøåßæœ]/g, (c) => TRANSLIT[c] ?? c));
}
