"use client";
// Business pages failed to render: say so in words; synced data is kept and a retry is offered.
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

export default function BusinessError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-4">
      <Notice tone="bad" title="The Business section could not be shown.">
        Nothing was lost: the last synced data is kept. Try again; if it keeps happening, the database or the
        service may be down for a moment.
      </Notice>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
