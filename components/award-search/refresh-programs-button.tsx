"use client";
// "Refresh programs": queues the service's catalog refresh job (a server action passed in).
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

export function RefreshProgramsButton({ action }: { action: () => Promise<{ queued: boolean }> }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const { queued } = await action();
          toast(queued ? "Refreshing the program list…" : "A refresh is already on its way.");
          setTimeout(() => router.refresh(), 2500);
        })
      }
    >
      {pending ? "Queuing…" : "Refresh programs"}
    </Button>
  );
}
