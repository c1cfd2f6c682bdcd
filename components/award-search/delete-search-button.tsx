"use client";
// Deletes one search of the history (its requests and results too: lib/award-search/delete-award-search.ts).
// The history is rendered by the server, so the page is refreshed; deleting the open search goes back
// to the empty form.
import { useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { awardKeys } from "@/components/award-search/award-query-keys";
import { type AwardServiceName, awardSearchApi } from "@/components/award-search/award-search-api";

export function DeleteSearchButton({
  service,
  id,
  summary,
  current,
}: {
  service: AwardServiceName;
  id: string;
  summary: string;
  current: boolean;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await awardSearchApi(service).removeSearch(id);
      queryClient.removeQueries({ queryKey: awardKeys(service).search(id) });
      startTransition(() => (current ? router.replace(`/${service}`) : router.refresh()));
    } catch (e) {
      setError((e as Error).message || "The search could not be deleted.");
      setBusy(false);
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={remove}
        disabled={busy}
        aria-label={`Delete search ${summary}`}
        title="Delete this search and its results"
        className="text-muted hover:bg-canvas hover:text-bad shrink-0 rounded-md p-1.5 focus-visible:outline-2 disabled:opacity-50"
      >
        <X aria-hidden className="size-4" />
      </button>
      {error ? (
        <p role="alert" className="text-bad basis-full px-2 text-xs">
          {error}
        </p>
      ) : null}
    </>
  );
}
