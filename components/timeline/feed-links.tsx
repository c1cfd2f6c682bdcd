"use client";
// The personal calendar feed: the address, a webcal:// subscribe link, and a reset that retires
// the old address (anyone who had it loses access).
import { Button } from "@/components/ui/button";
import { useResetFeed } from "./timeline-api";

export function FeedLinks({ https, webcal }: { https: string; webcal: string }) {
  const reset = useResetFeed();
  return (
    <div className="space-y-2 text-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={https} className="font-medium text-brand underline-offset-2 hover:underline">
          Calendar feed
        </a>
        <a href={webcal} className="font-medium text-brand underline-offset-2 hover:underline">
          Subscribe in your calendar app
        </a>
      </p>
      <p className="text-xs break-all text-muted">Private address — anyone who has it can see your trips: {https}</p>
      <Button
        variant="secondary"
        className="h-8 px-3 text-xs"
        disabled={reset.isPending}
        onClick={() => {
          if (window.confirm("Calendars subscribed to the current address will stop updating. Reset it?")) reset.mutate();
        }}
      >
        {reset.isPending ? "Resetting…" : "Reset feed address"}
      </Button>
      {reset.isError ? <p className="text-bad">{reset.error.message}</p> : null}
    </div>
  );
}
