import type { Metadata } from "next";
import { ProgramList } from "@/components/flights/program-list";
import { RefreshProgramsButton } from "@/components/flights/refresh-programs-button";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { listCachedProviders } from "@/lib/providers/list-cached-providers";
import type { FlightProvider } from "@/lib/services/flights/provider-schema";

export const metadata: Metadata = { title: "Flights" };

export default async function FlightsPage() {
  await requireUser();
  const rows = await listCachedProviders("flights");
  const fetchedAt = rows.reduce<Date | null>((max, r) => (!max || r.fetchedAt > max ? r.fetchedAt : max), null);
  return (
    <>
      <PageHeader title="Flights" description="Award programs you can search." actions={<RefreshProgramsButton />} />
      <ProgramList programs={rows.map((r) => r.data as FlightProvider)} fetchedAt={fetchedAt} />
    </>
  );
}
