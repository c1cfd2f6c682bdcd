// Everything the home page shows, read together. Its statement count does not grow with the user's
// accounts, trips or searches (load-dashboard.test.ts): the listing of cards and the definitions'
// history columns are kept in the process until they change, the point values are resolved once per
// request (React `cache`), and the rest are one indexed read each (bench/README.md "The shared shell").
import "server-only";
import { todayUtc } from "@/lib/cards/bonus-status";
import { getCachedCardListing } from "@/lib/cards/get-cached-card-listing";
import { listWalletCardIds } from "@/lib/cards/list-wallet-card-ids";
import { bestWalletCards } from "@/lib/dashboard/best-wallet-cards";
import { listRecentSearches } from "@/lib/dashboard/list-recent-searches";
import { listSpendCategories } from "@/lib/dashboard/list-spend-categories";
import { listUpcomingTrips } from "@/lib/dashboard/list-upcoming-trips";
import { listAccounts } from "@/lib/loyalty-accounts/list-accounts";
import { listManualBalances } from "@/lib/manual-balances/list-manual-balances";

export async function loadDashboard(userId: string) {
  const [accounts, trips, searches, wallet, listing, spentIn, typed] = await Promise.all([
    listAccounts(userId),
    listUpcomingTrips(userId),
    listRecentSearches(userId),
    listWalletCardIds(userId),
    getCachedCardListing("current"),
    listSpendCategories(userId),
    listManualBalances(userId),
  ]);
  const picks = bestWalletCards(listing?.cards ?? [], wallet, spentIn, todayUtc());
  return { accounts, trips, searches, walletSize: wallet.size, picks, typed };
}
