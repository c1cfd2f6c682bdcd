"use client";
// Queues the refresh job; the page re-reads the cache a moment later.
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { refreshCardsAction } from "@/app/(app)/cards/actions";
import { Button } from "@/components/ui/button";

export function RefreshCardsButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const { queued } = await refreshCardsAction();
          toast(queued ? "Checking the card service for a new listing…" : "A refresh is already on its way.");
          setTimeout(() => router.refresh(), 3000);
        })
      }
    >
      {pending ? "Queuing…" : "Refresh card data"}
    </Button>
  );
}
