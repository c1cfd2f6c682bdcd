// /accounts — linked loyalty accounts with balances, expirations, status and value totals; the balances typed in by hand; stored logins.
// The address holds the list's view (?q&order&page) and the stored logins' (?loginsFor&logins): the
// server draws those views' rows only.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { accountKeys } from "@/components/accounts/accounts-api";
import { AccountsList } from "@/components/accounts/accounts-list";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/require-user";
import { StoredLogins } from "@/components/accounts/stored-logins";
import { ManualBalances } from "@/components/accounts/manual-balances";
import { manualBalanceKeys } from "@/components/accounts/manual-balances-api";
import { listManualBalances } from "@/lib/manual-balances/list-manual-balances";
import { accountsViewFromParams } from "@/lib/loyalty-accounts/accounts-view";
import { listAccountsPage } from "@/lib/loyalty-accounts/list-accounts-page";
import { listCredentials } from "@/lib/loyalty-accounts/list-credentials";
import { loginsViewFromParams } from "@/lib/loyalty-accounts/logins-view";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Accounts" };

export default async function AccountsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const view = accountsViewFromParams(params);
  const queryClient = getQueryClient();
  const logins = loginsViewFromParams(params);
  const [accounts, credentials, typed] = await Promise.all([
    listAccountsPage(user.id, view),
    listCredentials(user.id, logins),
    listManualBalances(user.id),
  ]);
  queryClient.setQueryData(accountKeys.list(view), accounts);
  queryClient.setQueryData(manualBalanceKeys.list(), typed);
  queryClient.setQueryData(accountKeys.credentials(logins), credentials);
  return (
    <>
      <PageHeader
        title="Accounts"
        description="Your loyalty balances, elite status and expirations."
        actions={
          <Button asChild>
            <Link href="/accounts/link">Link an account</Link>
          </Button>
        }
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="flex flex-col gap-6">
          <AccountsList />
          <ManualBalances />
          <StoredLogins />
        </div>
      </HydrationBoundary>
    </>
  );
}
