// /business/balances — team balances, person × program, with totals per program and Export CSV.
// The address holds the view (?kind&person&sort&dir&page): the server draws that view's rows only.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { businessKeys } from "@/components/business/business-api";
import { BalancesTable } from "@/components/business/balances-table";
import { BusinessNav } from "@/components/business/business-nav";
import { ConnectionPanel } from "@/components/business/connection-panel";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { balancesViewFromParams } from "@/lib/business/balances-view";
import { getConnection } from "@/lib/business/get-connection";
import { listBalances } from "@/lib/business/list-balances";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Team balances" };

export default async function BalancesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const connection = await getConnection(user.id);
  if (!connection) redirect("/business");
  const view = balancesViewFromParams(await searchParams);
  const queryClient = getQueryClient();
  queryClient.setQueryData(businessKeys.connection(), connection);
  queryClient.setQueryData(businessKeys.balances(view), await listBalances(user.id, view));
  return (
    <>
      <PageHeader title="Business" description="Every shared account's balance, status and expiration." />
      <BusinessNav current="/business/balances" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="flex flex-col gap-6">
          <ConnectionPanel />
          <BalancesTable />
        </div>
      </HydrationBoundary>
    </>
  );
}
