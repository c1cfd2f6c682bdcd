// /business — connect the business (Business API key), sync, invite travellers, and the people list
// (?people=N: how many pages of people are shown, so a reload or a link keeps them).
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { businessKeys } from "@/components/business/business-api";
import { BusinessNav } from "@/components/business/business-nav";
import { ConnectKeyForm } from "@/components/business/connect-key-form";
import { ConnectionPanel } from "@/components/business/connection-panel";
import { InvitePanel } from "@/components/business/invite-panel";
import { PeopleList } from "@/components/business/people-list";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/require-user";
import { getConnection } from "@/lib/business/get-connection";
import { listPeople, MAX_PEOPLE_PAGES } from "@/lib/business/list-people";
import { publicSimulatorKey } from "@/lib/env";
import { getQueryClient } from "@/lib/query/get-query-client";
import { z } from "zod";

export const metadata: Metadata = { title: "Business" };

const pagesSchema = z.coerce.number().int().min(1).max(MAX_PEOPLE_PAGES).catch(1);

export default async function BusinessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const connection = await getConnection(user.id);
  if (!connection) {
    return (
      <>
        <PageHeader
          title="Business"
          description="The loyalty accounts your people share with your business, kept in sync."
        />
        <Card aria-label="Connect your business" className="max-w-xl">
          <h2 className="mb-1 font-semibold">Connect your business</h2>
          <p className="text-muted mb-4 text-sm">
            Paste the API key of your business account at the account-sharing service. Members you added there
            and travellers who connect appear here with their balances.
          </p>
          <ConnectKeyForm simulatorKey={publicSimulatorKey("business")} />
        </Card>
      </>
    );
  }
  const queryClient = getQueryClient();
  queryClient.setQueryData(businessKeys.connection(), connection);
  const pages = pagesSchema.parse((await searchParams).people ?? 1);
  const { people, total } = await listPeople(user.id, pages);
  return (
    <>
      <PageHeader
        title="Business"
        description="Members and connected travellers, and the accounts they share with your business."
      />
      <BusinessNav current="/business" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <div className="grid gap-6 lg:grid-cols-2">
          <ConnectionPanel />
          <InvitePanel />
        </div>
      </HydrationBoundary>
      <h2 className="mt-8 mb-3 text-lg font-semibold">People</h2>
      <PeopleList people={people} total={total} pages={pages} />
    </>
  );
}
