// /accounts/:id — one account: balance, state, question, properties, chart, history, trips, edit, unlink.
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accountKeys } from "@/components/accounts/accounts-api";
import { AccountView } from "@/components/accounts/account-view";
import { ItineraryList } from "@/components/accounts/itinerary-list";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { listAccountItineraries } from "@/lib/itineraries/list-account-itineraries";
import { getAccount } from "@/lib/loyalty-accounts/get-account";
import { getQueryClient } from "@/lib/query/get-query-client";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  const account = await getAccount(user.id, id);
  if (!account) notFound();
  const trips = await listAccountItineraries(user.id, id);
  const queryClient = getQueryClient();
  queryClient.setQueryData(accountKeys.detail(id), account);
  return (
    <>
      <PageHeader title={account.programName} />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AccountView
          id={id}
          itineraries={<ItineraryList trips={trips} noItineraries={account.noItineraries} />}
        />
      </HydrationBoundary>
    </>
  );
}
