// Which ways a program can fly from A to B: direct when plausible, otherwise
// one or two stops through the hubs of the program's own and partner carriers.
// Seeded by program + airport pair only, so the network is the same every day.
import { distanceKm, type Airport } from "../../../lib/airports/find-airports";
import { getAirport } from "../../../lib/airports/find-airports";
import { createRng, type Rng } from "../../harness/random";
import { ALL_HUBS, getCarrier, type Carrier } from "./carriers";
import type { Program } from "./programs";

export interface Leg {
  from: Airport;
  to: Airport;
  carrier: Carrier;
  km: number;
}
export type Path = Leg[];

const MAX_LEG_KM = 15_500;
const SHORT_DETOUR_KM = 1800;

export function findPaths(program: Program, origin: Airport, dest: Airport): Path[] {
  const rng = createRng(`paths/${program.provider.code}/${origin.iata}-${dest.iata}`);
  const network = program.carriers.map(getCarrier);
  const hubs = [...new Set(network.flatMap((c) => c.hubs))]
    .map((h) => getAirport(h))
    .filter((a): a is Airport => !!a);
  const direct = distanceKm(origin, dest);
  const paths: Path[] = [];

  const leg = (from: Airport, to: Airport, r: Rng): Leg | undefined => {
    const km = distanceKm(from, to);
    if (km < 150 || km > MAX_LEG_KM || !legPlausible(from, to, km)) return undefined;
    const eligible = network.filter(
      (c) =>
        (c.hubs.includes(from.iata) || c.hubs.includes(to.iata)) &&
        km >= (c.minKm ?? 0) &&
        km <= (c.maxKm ?? MAX_LEG_KM),
    );
    if (eligible.length === 0) return undefined;
    // The program's own carrier when it can fly the leg, otherwise a seeded partner.
    const own = eligible.find((c) => c.code === program.carriers[0]);
    return { from, to, carrier: own && r.chance(0.8) ? own : r.pick(eligible), km };
  };

  const directLeg = leg(origin, dest, rng.fork("direct"));
  if (directLeg && directPlausible(origin, dest, direct, rng.fork("plausible"))) paths.push([directLeg]);

  const detourLimit = direct < 1500 ? 2.0 : direct < 4000 ? 1.6 : 1.25;
  const oneStop = hubs
    .filter((h) => h.iata !== origin.iata && h.iata !== dest.iata)
    .map((h) => ({ h, km: distanceKm(origin, h) + distanceKm(h, dest) }))
    .map((x) => ({ ...x, detour: x.km / direct }))
    // Ratio for long trips; short hops may go a little out of the way (CUN–MIA–GCM).
    .filter((x) => x.detour <= detourLimit || x.km - direct <= SHORT_DETOUR_KM)
    .sort((a, b) => a.detour - b.detour)
    .slice(0, rng.int(2, 5))
    .map(({ h }) => [leg(origin, h, rng.fork(`a${h.iata}`)), leg(h, dest, rng.fork(`b${h.iata}`))])
    .filter((p): p is Leg[] => p.every((l) => l !== undefined));
  paths.push(...oneStop);

  if (paths.length < 3 || direct > 9000)
    paths.push(...twoStops(origin, dest, hubs, direct, paths.length === 0 ? 1.8 : 1.45, leg, rng));
  if (paths.length === 0) paths.push(...twoStops(origin, dest, hubs, direct, 3, leg, rng));
  return paths;
}

function twoStops(
  origin: Airport,
  dest: Airport,
  hubs: Airport[],
  direct: number,
  limit: number,
  leg: (a: Airport, b: Airport, r: Rng) => Leg | undefined,
  rng: Rng,
): Path[] {
  const others = hubs.filter((h) => h.iata !== origin.iata && h.iata !== dest.iata);
  const nearOrigin = [...others].sort((a, b) => distanceKm(origin, a) - distanceKm(origin, b)).slice(0, 6);
  const nearDest = [...others].sort((a, b) => distanceKm(dest, a) - distanceKm(dest, b)).slice(0, 6);
  const out: { path: Path; detour: number }[] = [];
  for (const h1 of nearOrigin) {
    for (const h2 of nearDest) {
      if (h1.iata === h2.iata) continue;
      const detour = (distanceKm(origin, h1) + distanceKm(h1, h2) + distanceKm(h2, dest)) / direct;
      if (detour > limit) continue;
      const legs = [
        leg(origin, h1, rng.fork(`1${h1.iata}`)),
        leg(h1, h2, rng.fork(`2${h1.iata}${h2.iata}`)),
        leg(h2, dest, rng.fork(`3${h2.iata}`)),
      ];
      if (legs.every((l) => l !== undefined)) out.push({ path: legs as Path, detour });
    }
  }
  return out
    .sort((a, b) => a.detour - b.detour)
    .slice(0, 3)
    .map((x) => x.path);
}

const isMajor = (a: Airport) => ALL_HUBS.has(a.iata) || LEISURE_GATEWAYS.has(a.iata);

/** Any single flight: perimeter/city airports stay short-haul; ultra long-haul only between major airports. */
function legPlausible(a: Airport, b: Airport, km: number): boolean {
  if (km > 2500 && (SHORT_HAUL_ONLY.has(a.iata) || SHORT_HAUL_ONLY.has(b.iata))) return false;
  return km <= 7500 || (isMajor(a) && isMajor(b));
}

/** Hub to anywhere nearby; longer flights only between major airports, and not all of those. */
function directPlausible(a: Airport, b: Airport, km: number, rng: Rng): boolean {
  if (km <= 3000) return true;
  const majorA = isMajor(a);
  const majorB = isMajor(b);
  if (km <= 7500) return (majorA || majorB) && rng.chance(majorA && majorB ? 0.9 : 0.5);
  const hubs = ALL_HUBS.has(a.iata) && ALL_HUBS.has(b.iata);
  return majorA && majorB && rng.chance(hubs ? 0.85 : 0.5);
}

/** Big non-hub destinations that still get long-haul flights from hubs. */
const LEISURE_GATEWAYS = new Set([
  "LAS",
  "MCO",
  "HNL",
  "CUN",
  "BOS",
  "MIA",
  "SJU",
  "PUJ",
  "MBJ",
  "DUB",
  "LIS",
  "BCN",
  "FCO",
  "ATH",
  "NCE",
  "MXP",
  "VCE",
  "KEF",
  "PRG",
  "BUD",
  "TLV",
  "BKK",
  "HKT",
  "DPS",
  "MLE",
  "CPT",
  "MRU",
  "NAN",
  "PPT",
  "SCL",
  "GRU",
  "GIG",
  "LIM",
  "AKL",
]);

/** City airports with perimeter rules or short runways: no long-haul flights. */
const SHORT_HAUL_ONLY = new Set([
  "DCA",
  "LGA",
  "MDW",
  "DAL",
  "HOU",
  "LCY",
  "YTZ",
  "ORY",
  "CGH",
  "AEP",
  "GMP",
  "SHA",
  "ITM",
  "LIN",
  "BUR",
  "SNA",
]);
