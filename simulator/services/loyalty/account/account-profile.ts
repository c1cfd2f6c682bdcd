// The stable facts of one simulated account, derived only from (provider, login); the person
// behind it (name, home airport) from the login alone.
import { addDays, EPOCH_DAY } from "../data/calendar";
import { FIRST_NAMES, LAST_NAMES } from "../data/people";
import { SAMPLE_TRAVELLER_HOME, SAMPLE_TRAVELLER_LOGIN } from "../data/sample-traveller";
import { seeded } from "../data/seeded-random";
import type { ProviderDef } from "../catalog/provider-types";

export interface AccountProfile {
  seed: string;
  /** The login, trimmed and lowercased: the person behind the account (their trips: trip-schedule.ts). */
  login: string;
  firstName: string;
  lastName: string;
  holderName: string;
  accountNumber: string;
  memberSince: string;
  /** First day of generated history (a Monday on the epoch's week grid). */
  historyStart: string;
  firstWeek: number;
  openingBalance: number;
  /** Probability of activity in a given week (0.35–0.8). */
  activityRate: number;
  /** Elite/promo bonus share on flights and stays. */
  bonusRate: number;
  homeAirport: string;
  /** Share of trip slots that are booked; 0 means the account never travels. */
  travelRate: number;
  hasCancelledTrip: boolean;
  householdExtra: number;
  /** The person they travel with and book awards for (a first name and their last name). */
  companionName: string;
  /** The day the member opened the program's co-branded card (provider.sim.cobrand), if they have
   *  or will have one: it earns status from then on (cobrand-rows.ts). */
  cobrandSince?: string;
}

const HOME_AIRPORTS = ["JFK", "SFO", "LAX", "ORD", "DFW", "ATL", "BOS", "SEA", "LHR", "CDG", "NRT"] as const;

/** A login as the person behind it: case and surrounding spaces do not make another person. */
export const personKey = (login: string): string => login.trim().toLowerCase();

export function accountSeed(provider: ProviderDef, login: string): string {
  return `${provider.code}|${personKey(login)}`;
}

function fillPattern(pattern: string, next: () => number): string {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const alnum = `${letters}0123456789`;
  return [...pattern]
    .map((ch) => {
      if (ch === "#") return String(Math.floor(next() * 10));
      if (ch === "A") return letters[Math.floor(next() * letters.length)] ?? "A";
      if (ch === "X") return alnum[Math.floor(next() * alnum.length)] ?? "0";
      return ch;
    })
    .join("");
}

/** The person behind a login: the same login (an email address, a username) at two programs is
 *  one traveller, with one name and one home airport, as people sign up everywhere with the same
 *  address. A member number is its program's own, so it stays one person per account. */
function person(login: string): {
  firstName: string;
  lastName: string;
  homeAirport: string;
  companion: string;
} {
  const rng = seeded(personKey(login), "person");
  const drawn = {
    firstName: rng.pick(FIRST_NAMES),
    lastName: rng.pick(LAST_NAMES),
    homeAirport: rng.pick(HOME_AIRPORTS),
  };
  // The sample emails' traveller lives where those emails start from.
  const home = personKey(login) === SAMPLE_TRAVELLER_LOGIN ? { homeAirport: SAMPLE_TRAVELLER_HOME } : {};
  const named = { ...drawn, ...namedBy(login), ...home };
  const others = FIRST_NAMES.filter((name) => name !== named.firstName);
  return { ...named, companion: rng.pick(others) };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "alex.morgan@example.com" is Alex Morgan's login: an address made of a first and a last name
 *  names its person (digits after them ignored), as it does on every program the person joined. */
export function namedBy(login: string): { firstName: string; lastName: string } | undefined {
  const match = /^([a-z]{2,})[._-]([a-z]{2,})\d*@/.exec(personKey(login));
  return match ? { firstName: capital(match[1]!), lastName: capital(match[2]!) } : undefined;
}

export function accountProfile(provider: ProviderDef, login: string): AccountProfile {
  const seed = accountSeed(provider, login);
  const rng = seeded(seed, "profile");
  // Drawn and set aside, so every later draw (balances, history, trips) stays what it was.
  rng.pick(FIRST_NAMES);
  rng.pick(LAST_NAMES);
  const { firstName, lastName, homeAirport, companion } = person(login);
  const firstWeek = rng.int(0, 300); // history starts between 2016 and late 2021
  const historyStart = addDays(EPOCH_DAY, firstWeek * 7);
  const lowered = login.toLowerCase();
  // Demo overrides so testers can ask for an account with no trips or with a cancelled one.
  const drawn = rng.chance(0.15) ? 0 : 0.3 + rng.next() * 0.5;
  const travelRate = lowered.includes("notravel") ? 0 : lowered.includes("frequent") ? 0.9 : drawn;
  const hasCancelledTrip = rng.chance(0.35);
  // In the order they were always drawn: the same login gives the same account as before.
  const accountNumber = fillPattern(provider.sim.accountNumberPattern, rng.next);
  const memberSince = addDays(historyStart, -rng.int(0, 900));
  const openingBalance = rng.int(0, 40) * 500;
  const activityRate = 0.35 + rng.next() * 0.45;
  const bonusRate = rng.pick([0, 0.25, 0.5, 1]);
  rng.pick(HOME_AIRPORTS); // set aside like the names: the person's home airport is used
  const householdExtra = rng.int(0, 30) * 1000;
  return {
    seed,
    login: personKey(login),
    firstName,
    lastName,
    holderName: `${firstName} ${lastName}`,
    accountNumber,
    memberSince,
    historyStart,
    firstWeek,
    openingBalance,
    activityRate,
    bonusRate,
    homeAirport,
    travelRate: lowered.includes("cancel") ? Math.max(travelRate, 0.6) : travelRate,
    hasCancelledTrip: lowered.includes("cancel") || (hasCancelledTrip && !lowered.includes("notravel")),
    householdExtra,
    companionName: `${companion} ${lastName}`,
    ...cobrandSince(provider, seed, historyStart, lowered, personKey(login) === SAMPLE_TRAVELLER_LOGIN),
  };
}

/** About half of a program's members hold its card, opened some time after their history starts
 *  (up to six years later, so some open one in the years ahead). Its own random stream: drawing it
 *  changes no other draw of the account. "nocard" / "frequent" in a login ask for none / one; the
 *  sample traveller (the demo's) is a keen points collector with every program's card. */
function cobrandSince(
  provider: ProviderDef,
  seed: string,
  historyStart: string,
  lowered: string,
  keen: boolean,
): { cobrandSince?: string } {
  if (!provider.sim.cobrand || lowered.includes("nocard")) return {};
  const rng = seeded(seed, "cobrand");
  const holds = rng.chance(0.5);
  const since = addDays(historyStart, rng.int(30, keen ? 900 : 2200));
  return holds || keen || lowered.includes("frequent") ? { cobrandSince: since } : {};
}
