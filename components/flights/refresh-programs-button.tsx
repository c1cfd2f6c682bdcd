"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { refreshProgramsAction } from "@/app/(app)/flights/actions";
import { Button } from "@/components/ui/button";

export function RefreshProgramsButton() {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() =>
        start(async () => {
          const { queued } = await refreshProgramsAction();
          toast(queued ? "Refreshing the program list…" : "A refresh is already on its way.");
          setTimeout(() => router.refresh(), 2500);
        })
      }
    >
      {pending ? "Queuing…" : "Refresh programs"}
    </Button>
  );
}
