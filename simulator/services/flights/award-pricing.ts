// Award prices: miles from a distance-band chart per program (zone-based on the
// origin-destination distance, or per flight for Avios-style programs) and
// taxes in the program's currency (government taxes plus carrier surcharges).
import { distanceKm } from "../../../lib/airports/find-airports";
import type { Rng } from "../../harness/random";
import type { Leg } from "./build-paths";
import type { Cabin } from "./carriers";
import { rate, round2 } from "./currency";
import type { Program } from "./programs";

const BANDS_KM = [800, 1600, 3200, 4800, 7000, 9600, 12000];
const ECONOMY_MILES = [7500, 10000, 12500, 17500, 27500, 35000, 40000, 45000];
// [short-haul, long-haul] multiples of the economy price.
const CABIN_RATIO: Record<Cabin, [number, number]> = {
  economy: [1, 1],
  premiumEconomy: [1.5, 1.6],
  business: [2, 2.2],
  firstClass: [2.5, 3.2],
};
// Carriers whose awards carry fuel/carrier surcharges when the program passes them on.
const SURCHARGING = new Set([
  "BA",
  "VS",
  "LH",
  "LX",
  "OS",
  "SN",
  "AF",
  "KL",
  "EK",
  "QF",
  "KE",
  "IB",
  "AY",
  "TK",
  "SQ",
  "CX",
]);
const CABIN_TAX_FACTOR: Record<Cabin, number> = {
  economy: 1,
  premiumEconomy: 1.3,
  business: 1.6,
  firstClass: 1.8,
};

function chartMiles(program: Program, cabin: Cabin, km: number): number {
  const band = BANDS_KM.findIndex((max) => km <= max);
  const economy = ECONOMY_MILES[band < 0 ? ECONOMY_MILES.length - 1 : band] ?? 45000;
  const [short, long] = CABIN_RATIO[cabin];
  return economy * (km < 3200 ? short : long) * program.scale;
}

const roundTo = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

/** Lowest ("saver") price for the itinerary. */
export function saverMiles(program: Program, cabin: Cabin, legs: readonly Leg[]): number {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return 0;
  const raw = program.perSegment
    ? legs.reduce((sum, l) => sum + chartMiles(program, cabin, l.km), 0)
    : chartMiles(program, cabin, distanceKm(first.from, last.to));
  return roundTo(raw * (1 - promoOff(program, cabin, first.from.country, last.to.country)), program.rounding);
}

/** The share taken off by the program's promotion on this direction (0 when none applies). */
function promoOff(program: Program, cabin: Cabin, fromCountry: string, toCountry: string): number {
  const p = program.promo;
  return p && p.from.includes(fromCountry) && p.to.includes(toCountry) ? (p.off[cabin] ?? 0) : 0;
}

export type AwardLevel = "saver" | "standard";

/** Price at a level; dynamic programs vary continuously, chart programs jump to ~1.5–2.2× for standard. */
export function awardMiles(
  program: Program,
  cabin: Cabin,
  legs: readonly Leg[],
  level: AwardLevel,
  rng: Rng,
): number {
  const base = saverMiles(program, cabin, legs);
  const factor = program.dynamic
    ? level === "saver"
      ? 0.85 + rng.next() * 0.35
      : 1.3 + rng.next() * 1.6
    : level === "saver"
      ? 1
      : 1.5 + rng.int(0, 7) / 10;
  return roundTo(base * factor, program.rounding);
}

/** Taxes and fees in the program's own currency. */
export function awardTaxes(
  program: Program,
  cabin: Cabin,
  legs: readonly Leg[],
): { taxes: number; fees?: number } {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return { taxes: 0 };
  const countries = new Set(legs.flatMap((l) => [l.from.country, l.to.country]));
  const domesticUs = countries.size === 1 && countries.has("US");
  const totalKm = legs.reduce((s, l) => s + l.km, 0);
  let usd = domesticUs ? 5.6 * legs.length : 28 + 0.006 * totalKm + 11 * legs.length;
  if (first.from.country === "GB") {
    // UK Air Passenger Duty, higher for long-haul and premium cabins.
    const longHaul = distanceKm(first.from, last.to) > 3200;
    const apdGbp = (longHaul ? 94 : 13) * (cabin === "economy" ? 1 : 2.2);
    usd += apdGbp / rate("USD", "GBP");
  }
  let taxes = usd * rate("USD", program.currency);
  for (const l of legs) {
    if (SURCHARGING.has(l.carrier.code)) taxes += program.surchargePerKm * l.km * CABIN_TAX_FACTOR[cabin];
  }
  const partnerOperated = legs.some((l) => l.carrier.code !== program.carriers[0]);
  const fees = partnerOperated && program.partnerFee ? program.partnerFee : undefined;
  return { taxes: round2(taxes), ...(fees ? { fees } : {}) };
}
