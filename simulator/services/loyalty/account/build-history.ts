// Generates an account's activity week by week from its first week up to
// `asOf`. A row appears once its date has passed, so every elapsed week adds
// rows and the list for an earlier `asOf` is a prefix of a later one. Travel
// (flights, stays, rentals, train rides) comes from the trips the account holds
// (activity-trips.ts), a co-branded card's bonus and status credit from the day it was opened
// (cobrand-rows.ts); earning elsewhere and redemptions are drawn week by week.
import { addDays, daysBetween, EPOCH_DAY, toDay } from "../data/calendar";
import { seeded } from "../data/seeded-random";
import { PROVIDERS } from "../catalog/provider-catalog";
import type { ProviderDef } from "../catalog/provider-types";
import { accountProfile, type AccountProfile } from "./account-profile";
import { cardWeek, diningWeek, transferTo } from "./activity-spend";
import { airlineWeek, carWeek, cruiseWeek, hotelWeek, railWeek, type WeekContext } from "./activity-travel";
import { BOOKING_LEAD_DAYS } from "../itineraries/trip-schedule";
import { tripRows } from "./activity-trips";
import { cobrandRows } from "./cobrand-rows";
import { byWeek, dated, type DatedDraft, type EntryDraft, type HistoryEntry } from "./history-entry";

/** Rows younger than this are "pending": no bonus yet, and they change when they post. */
export const PENDING_DAYS = 14;

const GENERATORS: Record<ProviderDef["sim"]["activity"], (ctx: WeekContext) => EntryDraft[]> = {
  airline: airlineWeek,
  hotel: hotelWeek,
  car: carWeek,
  card: cardWeek,
  rail: railWeek,
  dining: diningWeek,
  cruise: cruiseWeek,
};

/** All entries up to and including the day of `asOf`, oldest first. */
export function buildHistory(provider: ProviderDef, profile: AccountProfile, asOf: Date): HistoryEntry[] {
  const today = toDay(asOf);
  const lastWeek = Math.floor(daysBetween(EPOCH_DAY, today) / 7);
  const generate = GENERATORS[provider.sim.activity];
  const entries: HistoryEntry[] = [];
  // The running balance counts every generated row, pending or not, so that
  // generation never depends on `asOf` (keeps older histories a prefix).
  let balance = profile.openingBalance;
  // The trips the account holds earn on the days they happen, whether or not the week is otherwise
  // active, and an award trip is paid for on the day it was booked. Every trip with a row up to
  // today starts within a booking's lead time from now (an overnight flight leaves the evening
  // before), so an earlier `asOf` still gives a prefix.
  const trips = tripRows(provider, profile, profile.historyStart, addDays(today, BOOKING_LEAD_DAYS + 1));
  const card = cobrandRows(provider, profile, today);
  const transfers = incomingTransfers(provider, profile, asOf);
  for (let week = profile.firstWeek; week <= lastWeek; week += 1) {
    const rng = seeded(profile.seed, "week", week);
    const active = rng.chance(profile.activityRate);
    const onDays = [...(card.get(week) ?? []), ...(transfers.get(week) ?? []), ...(trips.get(week) ?? [])];
    if (!active && !onDays.length) continue;
    const weekStart = addDays(EPOCH_DAY, week * 7);
    const drafts = [
      ...onDays,
      ...(active ? generate({ provider, profile, rng, balance, day: weekStart }) : []),
    ].sort((a, b) => a.dayOffset - b.dayOffset);
    for (const draft of drafts) {
      const short = -(balance + draft.miles);
      // A drawn redemption was drawn against the balance the week started with: an award booked
      // earlier that week may have spent it.
      if (short > 0 && !draft.booked) continue;
      // An award the traveller booked with more miles than they had: they bought the rest first,
      // in thousands, as programs sell them, so the balance never goes below zero.
      const bought: EntryDraft[] =
        short > 0
          ? [
              {
                dayOffset: draft.dayOffset,
                description: `${provider.sim.activity === "hotel" ? "Points" : "Miles"} purchase`,
                miles: Math.ceil(short / 1000) * 1000,
              },
            ]
          : [];
      for (const row of [...bought, draft]) {
        balance += row.miles + (row.bonus ?? 0);
        const date = addDays(weekStart, row.dayOffset);
        if (date > today) continue;
        entries.push(toEntry(row, date, today));
      }
    }
  }
  return entries;
}

/** Points the same person moved here from a card currency (Chase Ultimate Rewards → United): the
 *  card program's own history decides them (activity-spend.ts), and each arrives on its day, in
 *  the partner's unit. A card history never depends on its partners', so this never loops. */
function incomingTransfers(
  provider: ProviderDef,
  profile: AccountProfile,
  asOf: Date,
): Map<number, EntryDraft[]> {
  const rows: DatedDraft[] = [];
  for (const bank of PROVIDERS) {
    const ratio = bank.sim.transferPartners?.find(([code]) => code === provider.code)?.[1];
    if (!ratio) continue;
    const sent = transferTo(provider);
    for (const entry of buildHistory(bank, accountProfile(bank, profile.login), asOf)) {
      if (entry.description === sent)
        rows.push(
          dated(entry.date, {
            description: `Transfer from ${bank.displayName}`,
            miles: -entry.miles * ratio,
          }),
        );
    }
  }
  return byWeek(rows);
}

function toEntry(draft: EntryDraft, date: string, today: string): HistoryEntry {
  const { dayOffset: _dayOffset, booked: _booked, ...rest } = draft;
  const pending = draft.miles > 0 && daysBetween(date, today) < PENDING_DAYS;
  return {
    ...rest,
    date,
    description: pending ? `${draft.description} (pending)` : draft.description,
    bonus: pending ? 0 : (draft.bonus ?? 0),
    status: draft.status ?? 0,
    segments: draft.segments ?? 0,
    pending,
  };
}
