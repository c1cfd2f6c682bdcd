"use client";
// The timeline failed to load: say so in words, offer a retry.
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

export default function TimelineError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-4">
      <Notice tone="bad" title="Your timeline could not be loaded.">
        Your trips are safe. Try again in a moment.
      </Notice>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
