// The first-run demo content, as steps that go through the app's own paths against the services
// (the simulator by default): linked loyalty accounts, a few past award searches, a card wallet.
// HOOK for more demo content (e.g. the inbox's parsed emails): append a step { name, run } to
// DEMO_STEPS; it runs once per demo user, also on installs that already ran the others.
import "server-only";
import { setWalletCard } from "@/lib/cards/set-wallet-card";
import { loadCardListing } from "@/lib/cards/load-card-listing";
import { rankCards } from "@/lib/cards/rank-cards";
import { todayUtc } from "@/lib/cards/bonus-status";
import { createFlightSearch } from "@/lib/flights/create-flight-search";
import { usesAccount } from "@/lib/flights/program-rules";
import { flightSearchFormSchema } from "@/lib/flights/search-form-schema";
import { createHotelSearch } from "@/lib/hotels/create-hotel-search";
import { needsOwnAccount } from "@/lib/hotels/program-rules";
import { refreshHotelProviders } from "@/lib/hotels/refresh-hotel-providers";
import { hotelSearchFormSchema } from "@/lib/hotels/search-form-schema";
import { credentialFields } from "@/lib/loyalty-accounts/credential-form";
import { linkAccount } from "@/lib/loyalty-accounts/link-account";
import { getProviderDefinition } from "@/lib/loyalty-accounts/provider-definitions";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { refreshFlightProviders } from "@/lib/providers/refresh-flight-providers";
import { flightProviderSchema } from "@/lib/services/flights/provider-schema";
import { hotelProviderSchema } from "@/lib/services/hotels/provider-schema";

export type DemoStep = { name: string; run(userId: string): Promise<void> };

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

// Programs a points traveler typically holds: an airline, a hotel chain and a transferable card currency.
const DEMO_PROGRAMS = ["aa", "marriott", "chase", "united"];
// One traveller signing in everywhere with one address, as people do: the traveller of the sample
// emails the demo inbox holds (simulator/samples/emails/README.md). The simulator makes one login
// at several programs one person, with one name and one set of trips, clear of the days those
// emails book (simulator/services/loyalty/README.md), so the demo's accounts, inbox and timeline
// tell one life.
const DEMO_TRAVELLER = { login: "alex.morgan@example.com", lastName: "Morgan" };

async function linkDemoAccounts(userId: string) {
  for (const code of DEMO_PROGRAMS) {
    const def = await getProviderDefinition(code);
    const values: Record<string, string> = {};
    for (const f of credentialFields(def)) {
      if (f.name === "password") values[f.name] = "demo-password";
      else if (f.input === "select") values[f.name] = f.options.find((o) => o.value)?.value ?? "";
      else values[f.name] = f.name === "login" ? DEMO_TRAVELLER.login : DEMO_TRAVELLER.lastName;
    }
    await linkAccount(userId, code, values);
  }
}

async function runDemoSearches(userId: string) {
  await refreshFlightProviders();
  // Programs that search without the traveler's own login, so the demo needs no credentials.
  const flights = (await listCachedProviders("flights"))
    .map((r) => providerData(flightProviderSchema, r, "flights"))
    .filter((p) => !usesAccount(p))
    .slice(0, 3);
  if (flights.length) {
    for (const [from, to, days] of [
      ["JFK", "LHR", 45],
      ["SFO", "NRT", 75],
    ] as const) {
      await createFlightSearch(
        userId,
        flightSearchFormSchema.parse({
          programs: flights.map((p) => p.code),
          from,
          to,
          date: inDays(days),
          cabins: ["economy", "business"],
          adults: 1,
          currency: "USD",
        }),
      );
    }
  }
  await refreshHotelProviders();
  const hotels = (await listCachedProviders("hotels"))
    .map((r) => providerData(hotelProviderSchema, r, "hotels"))
    .filter((p) => !needsOwnAccount(p))
    .slice(0, 3);
  if (hotels.length) {
    await createHotelSearch(
      userId,
      hotelSearchFormSchema.parse({
        programs: hotels.map((p) => p.code),
        destination: "Kyoto, Japan",
        checkIn: inDays(60),
        checkOut: inDays(63),
        rooms: 1,
        adults: 2,
        kids: 0,
      }),
    );
  }
}

async function fillDemoWallet(userId: string) {
  const { listing } = await loadCardListing("current");
  const cards = listing?.cards ?? [];
  const today = todayUtc();
  const picks = new Set<number>();
  for (const spend of ["Dining", "Travel", "Groceries"]) {
    const top = rankCards(cards, spend, today).ranked[0];
    if (top) picks.add(top.card.cardId);
  }
  for (const cardId of picks) await setWalletCard(userId, cardId, true);
}

export const DEMO_STEPS: DemoStep[] = [
  { name: "loyalty-accounts", run: linkDemoAccounts },
  { name: "award-searches", run: runDemoSearches },
  { name: "card-wallet", run: fillDemoWallet },
  // Helper 3 (inbox): { name: "emails", run: seedDemoEmails },
];
