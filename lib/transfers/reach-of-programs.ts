// The search form's view of what the user holds toward each listed program (pure). Its own module so
// the form can load it after the page is interactive: the transfer table and the rules are ~5 kB
// gzipped that the first screen does not need (bench/README.md: first-load budget).
import type { Holding } from "./cover-price";
import { canBookWith, programReach, reachWords } from "./program-reach";
import { TRANSFER_PARTNERS } from "./transfer-partners";

export function reachOfPrograms(
  codes: string[],
  canonical: (code: string) => string,
  holdings: readonly Holding[],
): { words: Map<string, string>; bookable: string[] } {
  const words = new Map<string, string>();
  const bookable: string[] = [];
  for (const code of codes) {
    const program = canonical(code);
    const reach = programReach(program, holdings, TRANSFER_PARTNERS);
    const text = reachWords(program, reach);
    if (text) words.set(code, text);
    if (canBookWith(reach)) bookable.push(code);
  }
  return { words, bookable };
}
