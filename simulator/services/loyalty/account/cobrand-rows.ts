// What a program's co-branded card (provider.sim.cobrand) puts in the history of a member who holds
// it (profile.cobrandSince): the welcome bonus on the day it is opened, the tier it grants, and the
// status credit it posts on opening and each January after (Marriott's 15 Elite Night Credits,
// Delta's MQD Headstart), and each month's purchases, which earn status where the card does
// (AAdvantage Loyalty Points, Delta MQDs, United PQP).
import type { ProviderDef } from "../catalog/provider-types";
import { seeded } from "../data/seeded-random";
import type { AccountProfile } from "./account-profile";
import { byWeek, dated, type DatedDraft, type EntryDraft } from "./history-entry";

/** The day in January the yearly credit posts (programs post it in the first days of the year). */
const YEARLY_DAY = "01-05";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-11-17" → "2026-12". */
const nextMonth = (day: string): string => {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

const holdsCobrand = (profile: AccountProfile, day: string): boolean =>
  profile.cobrandSince !== undefined && profile.cobrandSince <= day;

/** The card's rows from its opening day up to `to` (inclusive), by week. */
export function cobrandRows(
  provider: ProviderDef,
  profile: AccountProfile,
  to: string,
): Map<number, EntryDraft[]> {
  const card = provider.sim.cobrand;
  const since = profile.cobrandSince;
  if (!card || !since || since > to) return new Map();
  const rows: DatedDraft[] = [
    dated(since, { description: `Welcome bonus: ${card.card}`, miles: card.welcomeBonus }),
  ];
  const floor = card.tierFloor === undefined ? undefined : provider.eliteTiers[card.tierFloor];
  if (floor) rows.push(dated(since, { description: `${floor.name} status with the ${card.card}`, miles: 0 }));
  // Each month's purchases post on the 3rd of the next (spend of $700–$4,000 a month, as the
  // program's own card earns about 1.5 miles or 2.5 points a dollar on it).
  const perDollar = provider.sim.activity === "hotel" ? 2.5 : 1.5;
  for (let month = nextMonth(since); `${month}-03` <= to; month = nextMonth(`${month}-01`)) {
    const spent = seeded(profile.seed, "statement", month).int(700, 4000);
    const miles = Math.round(spent * perDollar);
    const status = Math.round(
      card.statusPerDollar !== undefined
        ? spent * card.statusPerDollar
        : miles * (provider.sim.partnerStatusPerMile ?? 0),
    );
    rows.push(
      dated(`${month}-03`, {
        description: `${card.card}: ${MONTHS[(Number(month.slice(5, 7)) + 10) % 12]} purchases`, // the month before
        miles,
        ...(status ? { status } : {}),
      }),
    );
  }
  if (card.yearly) {
    const yearly = card.yearly;
    rows.push(dated(since, { description: yearly.description, miles: 0, status: yearly.status }));
    for (let year = Number(since.slice(0, 4)) + 1; `${year}-${YEARLY_DAY}` <= to; year += 1) {
      rows.push(
        dated(`${year}-${YEARLY_DAY}`, { description: yearly.description, miles: 0, status: yearly.status }),
      );
    }
  }
  return byWeek(rows);
}

/** The tier the card grants on a day, if the member holds it then. */
export function cobrandTierFloor(
  provider: ProviderDef,
  profile: AccountProfile,
  day: string,
): number | undefined {
  return holdsCobrand(profile, day) ? provider.sim.cobrand?.tierFloor : undefined;
}
