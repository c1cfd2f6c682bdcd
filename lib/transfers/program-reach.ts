// What the user holds toward one program, for the search form: its own balance (as the covering rules
// count it) and the banks holding points that transfer to it (pure).
import { usablePot, type Holding } from "./cover-price";
import { programInfo, programShortName } from "./program-codes";
import { formatRatio, type TransferPartner } from "./transfer-partners";

export type Reach = { balance: number; via: { bank: string; ratio: string; points: number }[] };

export function programReach(
  program: string,
  holdings: readonly Holding[],
  partners: readonly TransferPartner[],
): Reach {
  const balance = usablePot(program, holdings).available;
  const via = partners
    .filter((r) => r.program === program)
    .map((r) => ({
      bank: r.bank,
      ratio: formatRatio(r.ratio),
      points: usablePot(r.bank, holdings).available,
    }))
    .filter((v) => v.points > 0);
  return { balance, via };
}

export function canBookWith(r: Reach): boolean {
  return r.balance > 0 || r.via.length > 0;
}

/** "You have 45,000 miles · by transfer from Chase (1:1)"; null when neither. */
export function reachWords(program: string, r: Reach): string | null {
  const parts: string[] = [];
  if (r.balance > 0)
    parts.push(`You have ${r.balance.toLocaleString("en-US")} ${programInfo(program)?.unit ?? "points"}`);
  if (r.via.length)
    parts.push(
      `reachable by transfer from ${r.via.map((v) => `${programShortName(v.bank)} (${v.ratio})`).join(", ")}`,
    );
  return parts.length ? parts.join(" · ") : null;
}
