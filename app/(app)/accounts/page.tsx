// /accounts — every linked loyalty account with balances, expirations, status and totals.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import Link from "next/link";
import { accountKeys } from "@/components/accounts/accounts-api";
import { AccountsList } from "@/components/accounts/accounts-list";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/auth/require-user";
import { listAccounts } from "@/lib/loyalty-accounts/list-accounts";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Accounts" };

export default async function AccountsPage() {
  const user = await requireUser();
  const queryClient = getQueryClient();
  queryClient.setQueryData(accountKeys.list(), await listAccounts(user.id));
  return (
    <>
      <PageHeader
        title="Accounts"
        description="Your loyalty balances, elite status and expirations."
        actions={<Button asChild><Link href="/accounts/link">Link an account</Link></Button>}
      />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AccountsList today={new Date().toISOString().slice(0, 10)} />
      </HydrationBoundary>
    </>
  );
}
