"use client";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";

// Never a stack trace: say what happened in words and offer a retry.
export default function AppError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="space-y-4">
      <Notice tone="bad" title="Something went wrong loading this page.">
        Your data is safe. Try again; if it keeps happening, the service may be down for a moment.
      </Notice>
      <Button onClick={reset}>Try again</Button>
    </div>
  );
}
