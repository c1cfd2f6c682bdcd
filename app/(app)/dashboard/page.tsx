// /dashboard — the traveler's summary: value of their points, what expires soon, elite progress,
// upcoming trips, recent searches with their cheapest result and the best card from their wallet.
import type { Metadata } from "next";
import Link from "next/link";
import { ValueTotals } from "@/components/accounts/value-totals";
import { EliteSummary } from "@/components/dashboard/elite-summary";
import { ExpiringSoon } from "@/components/dashboard/expiring-soon";
import { RecentSearches } from "@/components/dashboard/recent-searches";
import { UpcomingTrips } from "@/components/dashboard/upcoming-trips";
import { WalletPicks } from "@/components/dashboard/wallet-picks";
import { PageHeader } from "@/components/layout/page-header";
import { Notice } from "@/components/ui/notice";
import { requireUser } from "@/lib/auth/require-user";
import { todayUtc } from "@/lib/cards/bonus-status";
import { expiringCandidates } from "@/lib/loyalty-accounts/expiring-candidates";
import { listWalletCardIds } from "@/lib/cards/list-wallet-card-ids";
import { getCachedCardListing } from "@/lib/cards/get-cached-card-listing";
import { bestWalletCards } from "@/lib/dashboard/best-wallet-cards";
import { listRecentSearches } from "@/lib/dashboard/list-recent-searches";
import { listSpendCategories } from "@/lib/dashboard/list-spend-categories";
import { listUpcomingTrips } from "@/lib/dashboard/list-upcoming-trips";
import { listAccounts } from "@/lib/loyalty-accounts/list-accounts";
import { listManualBalances } from "@/lib/manual-balances/list-manual-balances";
import { valuedBalance } from "@/lib/manual-balances/valued-balance";

export const metadata: Metadata = { title: "Home" };

export default async function DashboardPage() {
  const user = await requireUser();
  const [accounts, trips, searches, wallet, listing, spentIn, typed] = await Promise.all([
    listAccounts(user.id),
    listUpcomingTrips(user.id),
    listRecentSearches(user.id),
    listWalletCardIds(user.id),
    getCachedCardListing("current"),
    listSpendCategories(user.id),
    listManualBalances(user.id),
  ]);
  const today = todayUtc();
  const picks = bestWalletCards(listing?.cards ?? [], wallet, spentIn, today);
  return (
    <>
      <PageHeader title={`Welcome${user.name ? `, ${user.name}` : ""}`} description="Your points, trips and searches at a glance." />
      <div className="flex flex-col gap-4">
        {accounts.length || typed.length ? (
          <ValueTotals accounts={[...accounts.map((a) => ({ kind: a.kind, balance: a.balance, pointValue: a.pointValue, status: a.status })), ...typed.map(valuedBalance)]} />
        ) : (
          <Notice title="Start by linking an account">
            <Link href="/accounts/link" className="text-brand underline">Link an airline, hotel or card program</Link> to see its balance, value and expirations here.
          </Notice>
        )}
        {/* Each card its own height: an empty "nothing expires" card is not stretched beside a long list. */}
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <UpcomingTrips trips={trips} />
          <ExpiringSoon accounts={expiringCandidates(accounts)} />
          <EliteSummary accounts={accounts} />
          <RecentSearches searches={searches} />
          <WalletPicks walletSize={wallet.size} basis={picks.basis} picks={picks.picks} />
        </div>
      </div>
    </>
  );
}
