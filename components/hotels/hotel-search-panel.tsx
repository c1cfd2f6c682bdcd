"use client";
// A search's live view: per-program progress and the merged hotel list. Data comes from the
// hydrated query, polled while anything is pending (components/award-search/use-award-search.ts).
import { useState } from "react";
import { toast } from "sonner";
import { errorText } from "@/components/award-search/award-search-api";
import { SearchProgressList } from "@/components/award-search/search-progress";
import { useAwardSearch } from "@/components/award-search/use-award-search";
import { useResendAwardRequest } from "@/components/award-search/use-resend-award-request";
import { HotelResults } from "@/components/hotels/hotel-results";
import { Notice } from "@/components/ui/notice";
import { HOTEL_PART_LABELS } from "@/lib/hotels/hotel-award-service-parts";
import type { HotelSearchView } from "@/lib/hotels/hotel-search-view";

export function HotelSearchPanel({ searchId }: { searchId: string }) {
  const { data, error } = useAwardSearch<HotelSearchView>("hotels", searchId);
  const resend = useResendAwardRequest("hotels", searchId);
  const [busyId, setBusyId] = useState<string | null>(null);
  if (error) return <Notice tone="bad" title="This search could not be loaded">{error.message}</Notice>;
  if (!data) return <p className="text-sm text-muted">Loading the search…</p>;

  const onResend = (requestId: string, answer?: string) => {
    setBusyId(requestId);
    resend.mutate({ requestId, answer }, { onError: (e) => toast.error(errorText(e, "Could not send that")), onSettled: () => setBusyId(null) });
  };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold">{data.summary}</h2>
        <p className="text-sm text-muted">Points and cash are per room. Cash prices in USD; value per point = (cash price − cash co-pay) ÷ points.</p>
      </div>
      <SearchProgressList
        programs={data.programs}
        progress={data.progress}
        names={data.programNames}
        partLabels={HOTEL_PART_LABELS}
        accountsHref="/accounts"
        busyId={busyId}
        onAnswer={(id, answer) => onResend(id, answer)}
        onRetry={(id) => onResend(id)}
      />
      <HotelResults hotels={data.hotels} programNames={data.programNames} pending={data.progress.pending} />
    </div>
  );
}
