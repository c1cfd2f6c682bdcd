// /accounts — every linked loyalty account with balances, expirations, status and value totals; the balances typed in by hand; every stored login.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { accountKeys } from "@/components/accounts/accounts-api";
import { AccountsList } from "@/components/accounts/accounts-list";
import { orderFrom } from "@/components/accounts/arrange-accounts";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/require-user";
import { StoredLogins } from "@/components/accounts/stored-logins";
import { ManualBalances } from "@/components/accounts/manual-balances";
import { manualBalanceKeys } from "@/components/accounts/manual-balances-api";
import { listManualBalances } from "@/lib/manual-balances/list-manual-balances";
import { listAccounts } from "@/lib/loyalty-accounts/list-accounts";
import { listCredentials } from "@/lib/loyalty-accounts/list-credentials";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Accounts" };

export default async function AccountsPage({ searchParams }: { searchParams: Promise<{ order?: string }> }) {
  const user = await requireUser();
  const { order } = await searchParams;
  const queryClient = getQueryClient();
  const [accounts, credentials, typed] = await Promise.all([listAccounts(user.id), listCredentials(user.id), listManualBalances(user.id)]);
  queryClient.setQueryData(accountKeys.list(), accounts);
  queryClient.setQueryData(manualBalanceKeys.list(), typed);
  queryClient.setQueryData(accountKeys.credentials(), credentials);
  return (
    <>
      <PageHeader
        title="Accounts"
        description="Your loyalty balances, elite status and expirations."
        actions={<Button asChild><Link href="/accounts/link">Link an account</Link></Button>}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="flex flex-col gap-6">
          <AccountsList initialOrder={orderFrom(order)} />
          <ManualBalances />
          <StoredLogins />
        </div>
      </HydrationBoundary>
    </>
  );
}
