"use client";
// A search's live view: per-program progress, price calendar and the merged results list. Data
// comes from the hydrated query, polled while anything is pending (use-flight-search.ts).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { SearchProgressList } from "@/components/award-search/search-progress";
import { FlightResults } from "@/components/flights/flight-results";
import { ApiError } from "@/components/flights/flights-api";
import { PriceCalendar } from "@/components/flights/price-calendar";
import { useCreateFlightSearch } from "@/components/flights/use-create-flight-search";
import { useFlightSearch } from "@/components/flights/use-flight-search";
import { useResendRequest } from "@/components/flights/use-resend-request";
import { Notice } from "@/components/ui/notice";

const PART_LABELS = { singleDate: "Flights on your date", calendar: "Price calendar" };

export function FlightSearchPanel({ searchId }: { searchId: string }) {
  const router = useRouter();
  const { data, error } = useFlightSearch(searchId);
  const resend = useResendRequest(searchId);
  const create = useCreateFlightSearch();
  const [busyId, setBusyId] = useState<string | null>(null);
  if (error) return <Notice tone="bad" title="This search could not be loaded">{error.message}</Notice>;
  if (!data) return <p className="text-sm text-muted">Loading the search…</p>;

  const onResend = (requestId: string, answer?: string) => {
    setBusyId(requestId);
    resend.mutate(
      { requestId, answer },
      {
        onError: (e) => toast.error(e instanceof ApiError ? e.message : "Could not send that"),
        onSettled: () => setBusyId(null),
      },
    );
  };
  const pickDay = (date: string) => {
    const { calendarPrograms: _c, accountPrograms: _a, ...form } = data.params;
    create.mutate({ ...form, date }, {
      onSuccess: ({ id }) => router.push(`/flights?search=${id}`),
      onError: (e) => toast.error(e instanceof ApiError ? Object.values(e.fields)[0] ?? e.message : "Could not search that day"),
    });
  };
  const calendarWanted = data.programs.some((p) => "calendar" in p.parts);
  const calendarPending = data.programs.some((p) => p.parts.calendar?.state === 0);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-lg font-semibold">{data.summary}</h2>
        <p className="text-sm text-muted">
          {data.params.adults} adult{data.params.adults > 1 ? "s" : ""} · taxes in {data.params.currency}
        </p>
      </div>
      <SearchProgressList
        programs={data.programs}
        progress={data.progress}
        names={data.programNames}
        partLabels={PART_LABELS}
        accountsHref="/accounts"
        busyId={busyId}
        onAnswer={(id, answer) => onResend(id, answer)}
        onRetry={(id) => onResend(id)}
      />
      {calendarWanted ? (
        data.calendar.length ? (
          <PriceCalendar entries={data.calendar} searched={data.params.date} busy={create.isPending} onPick={pickDay} />
        ) : (
          <p className="text-sm text-muted">{calendarPending ? "Price calendar loading…" : "No price calendar came back for this search."}</p>
        )
      ) : null}
      <FlightResults routes={data.routes} programNames={data.programNames} pending={data.progress.pending} />
    </div>
  );
}
