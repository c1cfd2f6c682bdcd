"use client";
// "I have this card" toggle: stores the card in the user's wallet, then the page re-renders.
import { Check, Plus } from "lucide-react";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { setWalletCardAction } from "@/app/(app)/cards/actions";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function WalletToggle({
  cardId,
  cardName,
  held,
  className,
}: {
  cardId: number;
  cardName: string;
  held: boolean;
  className?: string;
}) {
  const [pending, start] = useTransition();
  return (
    <Button
      type="button"
      variant={held ? "secondary" : "ghost"}
      aria-pressed={held}
      aria-label={`${held ? "Remove" : "Add"} ${cardName} ${held ? "from" : "to"} my cards`}
      disabled={pending}
      className={cn("h-8 shrink-0 px-2 text-xs", held && "border-good/40 text-good", className)}
      onClick={() =>
        start(async () => {
          const { ok } = await setWalletCardAction({ cardId, held: !held });
          if (!ok) toast.error("That did not save. Try again.");
        })
      }
    >
      {held ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
      {held ? "In my cards" : "I have this"}
    </Button>
  );
}
