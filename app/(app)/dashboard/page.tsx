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
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { expiringCandidates } from "@/lib/loyalty-accounts/expiring-candidates";
import { valuedBalance } from "@/lib/manual-balances/valued-balance";

export const metadata: Metadata = { title: "Home" };

export default async function DashboardPage() {
  const user = await requireUser();
  const { accounts, trips, searches, walletSize, picks, typed } = await loadDashboard(user.id);
  return (
    <>
      <PageHeader
        title={`Welcome${user.name ? `, ${user.name}` : ""}`}
        description="Your points, trips and searches at a glance."
      />
      <div className="flex flex-col gap-4">
        {accounts.length || typed.length ? (
          <ValueTotals
            accounts={[
              ...accounts.map((a) => ({
                kind: a.kind,
                balance: a.balance,
                pointValue: a.pointValue,
                status: a.status,
              })),
              ...typed.map(valuedBalance),
            ]}
          />
        ) : (
          <Notice title="Start by linking an account">
            <Link href="/accounts/link" className="text-brand underline">
              Link an airline, hotel or card program
            </Link>{" "}
            to see its balance, value and expirations here.
          </Notice>
        )}
        {/* Each card its own height: an empty "nothing expires" card is not stretched beside a long list. */}
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <UpcomingTrips trips={trips} />
          <ExpiringSoon accounts={expiringCandidates(accounts)} />
          <EliteSummary accounts={accounts} />
          <RecentSearches searches={searches} />
          <WalletPicks walletSize={walletSize} basis={picks.basis} picks={picks.picks} />
        </div>
      </div>
    </>
  );
}
