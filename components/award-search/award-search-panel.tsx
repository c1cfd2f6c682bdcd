"use client";
// A search's live view, shared by flights and hotels: the summary, per-program progress with the
// answer/retry actions, then the service's own results (a render prop). Data comes from the
// hydrated query, polled while anything is pending (use-award-search.ts).
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { AwardServiceName } from "@/components/award-search/award-search-api";
import { takeResultsFocus } from "@/components/award-search/results-focus";
import { SearchProgressList } from "@/components/award-search/search-progress";
import { useAwardSearch } from "@/components/award-search/use-award-search";
import { useResendAwardRequest } from "@/components/award-search/use-resend-award-request";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/toast";
import type { ProgramStatus, SearchProgress } from "@/lib/award-search/aggregate-progress";
import { errorText } from "@/lib/query/api-fetch";

export interface AwardSearchViewBase {
  summary: string;
  programs: ProgramStatus[];
  programNames: Record<string, string>;
  progress: SearchProgress;
  params: { programs: string[] };
}

export function AwardSearchPanel<V extends AwardSearchViewBase>(props: {
  service: AwardServiceName;
  searchId: string;
  partLabels: Record<string, string>;
  /** One line under the summary: what the numbers below mean. */
  subtitle(view: V): ReactNode;
  children(view: V): ReactNode;
  /** Views that carry only what changed while polling merge each answer into the page's copy. */
  merge?(prev: V, next: V): V;
}) {
  const { data, error } = useAwardSearch<V>(props.service, props.searchId, props.merge);
  const resend = useResendAwardRequest(props.service, props.searchId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const region = useRef<HTMLElement>(null);
  const shown = Boolean(data);
  // A search just started from the form (or a calendar day): its results region takes the focus.
  useEffect(() => {
    if (shown && takeResultsFocus(props.searchId)) region.current?.focus();
  }, [shown, props.searchId]);
  if (error)
    return (
      <Notice tone="bad" title="This search could not be loaded">
        {error.message}
      </Notice>
    );
  if (!data) return <p className="text-muted text-sm">Loading the search…</p>;

  const onResend = (requestId: string, answer?: string) => {
    setBusyId(requestId);
    resend.mutate(
      { requestId, answer },
      { onError: (e) => toast.error(errorText(e, "Could not send that")), onSettled: () => setBusyId(null) },
    );
  };
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="search-results-heading"
      className="flex scroll-mt-4 flex-col gap-6 rounded-md"
    >
      <div>
        <h2 id="search-results-heading" className="text-lg font-semibold">
          {data.summary}
        </h2>
        <p className="text-muted text-sm">{props.subtitle(data)}</p>
      </div>
      <SearchProgressList
        programs={data.programs}
        progress={data.progress}
        names={data.programNames}
        order={data.params.programs}
        partLabels={props.partLabels}
        accountsHref="/accounts"
        busyId={busyId}
        onAnswer={(id, answer) => onResend(id, answer)}
        onRetry={(id) => onResend(id)}
      />
      {props.children(data)}
    </section>
  );
}
