// The words for a Coverage (pure): "Covered by your United MileagePlus (62,000 miles)", "Transfer 13,000
// Chase Ultimate Rewards → United (1:1, instant) — you would have 87,000 left", "Short by 12,000 miles
// (you have 45,500 across United and Chase)", "balance from Nov 3".
import type { Coverage, Holding, PayOption, Stale } from "./cover-price";
import { programInfo, programName, programShortName } from "./program-codes";
import { formatRatio, oldSourceMonth } from "./transfer-partners";

const n = (x: number) => x.toLocaleString("en-US");
const unit = (program: string) => programInfo(program)?.unit ?? "points";

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** Whose accounts: "your", "Sam's", "yours and Sam's" (a typed balance may belong to a household member). */
export function whose(holdings: readonly Pick<Holding, "owner">[]): string {
  const names = [...new Set(holdings.map((h) => h.owner?.trim() || null))];
  if (names.length === 1) return names[0] ? `${names[0]}'s` : "your";
  return joinWords(names.map((o) => (o ? `${o}'s` : "yours")));
}

/** "Nov 3" (a date-only string is a calendar day: formatted in UTC so no zone shifts it). */
export function shortDate(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

export function staleWords(stale: Stale[]): string | null {
  if (stale.length === 0) return null;
  return stale.map((s) => `${programShortName(s.program)} balance from ${shortDate(s.asOf)}`).join("; ");
}

/** One line per transfer of an option, then the program's own miles it also uses (`own`: the accounts they come from). */
export function optionLines(
  option: PayOption,
  program: string,
  own: readonly Pick<Holding, "owner">[] = [],
): string[] {
  const lines = option.steps.map((s) => {
    // A ratio read from an old page (transfer-partners.ts OLD_SOURCE_YEARS) says its date and to check it.
    const old = oldSourceMonth(s.row);
    const how =
      [formatRatio(s.row.ratio), s.row.time ?? "transfer time not published"].join(", ") +
      (old ? `; as published ${old}, check before transferring` : "");
    const from = whose(s.holdings) === "your" ? "" : ` (${whose(s.holdings)})`;
    return `Transfer ${n(s.bankPoints)} ${programName(s.bank)}${from} → ${programShortName(program)} (${how}) — you would have ${n(s.leftInBank)} left`;
  });
  if (option.ownUsed > 0)
    lines.push(
      `plus ${n(option.ownUsed)} of ${own.length ? whose(own) : "your"} ${programShortName(program)} ${unit(program)}`,
    );
  return lines;
}

export function headline(c: Coverage): string {
  if (c.kind === "covered") {
    const [only] = c.pot.holdings;
    if (c.pot.holdings.length === 1 && only)
      return `Covered by ${whose(c.pot.holdings)} ${programName(c.program)} (${n(only.balance)} ${unit(c.program)})`;
    const owners = whose(c.pot.holdings);
    if (owners === "your")
      return `Covered by your ${c.pot.holdings.length} ${programName(c.program)} accounts (${n(c.pot.available)} ${unit(c.program)} together)`;
    return `Covered by ${c.pot.holdings.length} ${programName(c.program)} accounts, ${owners} (${n(c.pot.available)} ${unit(c.program)} together)`;
  }
  if (c.kind === "transfer") return optionLines(c.best, c.program, c.pot.holdings)[0] ?? "";
  const across = c.programs.length
    ? ` (you have ${n(c.have)} across ${joinWords(c.programs.map(programShortName))})`
    : " (you hold none that reach it)";
  return `Short by ${n(c.shortBy)} ${unit(c.program)}${across}`;
}

/** What one share of a price is: a traveller on a flight, a room at a hotel (hotel points are per room). */
export type PriceShare = "person" | "room";

/** The labels of the two lines: "For all 2 travellers" / "Per person", "For both rooms" / "Per room"; none for one. */
export function shareLabels(share: PriceShare, count: number): { everyone: string | null; one: string } {
  if (share === "room")
    return {
      everyone: count === 2 ? "For both rooms" : count > 2 ? `For all ${count} rooms` : null,
      one: "Per room",
    };
  return { everyone: count > 1 ? `For all ${count} travellers` : null, one: "Per person" };
}
