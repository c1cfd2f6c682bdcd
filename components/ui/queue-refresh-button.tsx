"use client";
// A "refresh now" button for a cached catalog (flight/hotel programs, the card listing): it runs a
// server action that queues the refresh job, then re-reads the page once the worker has likely
// stored the new data. The action is passed in so server pages can hand over their own action.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";

export function QueueRefreshButton(props: {
  action: () => Promise<{ queued: boolean }>;
  label: string;
  /** Toast when the job was queued; a job already queued gets the shared "on its way" line. */
  queuedText: string;
  /** The job's usual run time: the page re-reads the cache after it. */
  refreshAfterMs: number;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const { queued } = await props.action();
          toast(queued ? props.queuedText : "A refresh is already on its way.");
          setTimeout(() => router.refresh(), props.refreshAfterMs);
        })
      }
    >
      {pending ? "Queuing…" : props.label}
    </Button>
  );
}
