// Accent-insensitive matching for search boxes (airports, programs). Its own module so a picker can
// use it without pulling in the airport list.
// Letters NFD does not decompose (ø, ł, đ, ß, æ…) mapped by hand so "tromso" finds Tromsø.
const SPECIAL: Record<string, string> = {
  ø: "o",
  ł: "l",
  đ: "d",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ı: "i",
  "’": "'",
};

/** Lower case without diacritics, for accent-insensitive matching. */
export function foldText(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øłđßæœı’]/g, (c) => SPECIAL[c] ?? c);
}
