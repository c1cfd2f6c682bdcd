// /watches — watched searches: conditions, last and next run, what each found; Run now, pause, edit, delete.
import type { Metadata } from "next";
import { PageHeader } from "@/components/layout/page-header";
import { WatchList } from "@/components/watches/watch-list";
import { requireUser } from "@/lib/auth/require-user";
import { listWatches } from "@/lib/watches/list-watches";

export const metadata: Metadata = { title: "Watches" };

export default async function WatchesPage() {
  const user = await requireUser();
  const watches = await listWatches(user.id);
  return (
    <>
      <PageHeader
        title="Watches"
        description="Flight and hotel searches Milepost keeps running in the background, every few hours until their dates pass. New seats or hotel rates under your conditions are told once, in Notifications and by email."
      />
      <div className="max-w-2xl">
        <WatchList initial={watches} />
      </div>
    </>
  );
}
