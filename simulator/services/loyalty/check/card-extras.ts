// Sub-accounts and detected cards of card programs. Spec 2 A5 says these
// arrays exist but does not show their names or fields; the simulator uses
// `subAccounts` {code, displayName, balance, properties} and
// `detectedCards` {code, displayName, cardDescription}.
import type { AccountSnapshot } from "../account/account-snapshot";
import { hash32 } from "../data/seeded-random";

function last4(seed: string, code: string): string {
  return String(hash32(seed, "card", code) % 10000).padStart(4, "0");
}

export function subAccountsOf(snap: AccountSnapshot): Record<string, unknown> {
  const cards = snap.provider.sim.cards ?? [];
  if (cards.length < 2) return {};
  return {
    subAccounts: cards.map((card) => ({
      code: card.code,
      displayName: `${card.displayName} (...${last4(snap.profile.seed, card.code)})`,
      // points earned on this card; transfers are taken from the pooled balance
      balance: snap.entries
        .filter((entry) => entry.subAccount === card.code && !entry.pending)
        .reduce((sum, entry) => sum + entry.miles, 0),
      properties: [
        { code: "Number", name: "Card ending", kind: "1", value: last4(snap.profile.seed, card.code) },
      ],
    })),
  };
}

export function detectedCardsOf(snap: AccountSnapshot): Record<string, unknown> {
  const cards = snap.provider.sim.cards ?? [];
  if (cards.length === 0) return {};
  return {
    detectedCards: cards.map((card) => ({
      code: card.code,
      displayName: `${card.displayName} ending in ${last4(snap.profile.seed, card.code)}`,
      cardDescription:
        cards.length > 1 ? "Earning points, shown as a sub-account" : "Earning points into this account",
    })),
  };
}
