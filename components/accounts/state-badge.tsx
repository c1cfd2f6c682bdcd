import { cn } from "@/lib/cn";
import { LoyaltyState, loyaltyStateWords } from "@/lib/service-requests/service-states";

const tones = {
  good: "bg-good-soft text-good",
  warn: "bg-warn-soft text-warn",
  bad: "bg-bad-soft text-bad",
  info: "bg-brand-soft text-ink",
} as const;

/** The account's state in words (spec 2 states 0–11); "Updating…" while a check is in flight. */
export function StateBadge({ state, pending }: { state: number | null; pending: boolean }) {
  const { text, tone } = loyaltyStateWords(pending ? LoyaltyState.Pending : state);
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-medium", tones[tone])}>
      {text}
    </span>
  );
}
