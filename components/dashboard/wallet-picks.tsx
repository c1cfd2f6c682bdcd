// The best card from the traveler's wallet for the categories they spend in. Server component.
import Link from "next/link";
import { formatMultiplier, formatReturn } from "@/lib/cards/format-card-numbers";
import type { WalletPick } from "@/lib/dashboard/best-wallet-cards";
import { Section } from "./section";

export function WalletPicks({
  walletSize,
  basis,
  picks,
}: {
  walletSize: number;
  basis: "history" | "popular";
  picks: WalletPick[];
}) {
  return (
    <Section title="Best card from your wallet" href="/cards" linkText="Best card for…">
      {walletSize === 0 ? (
        <p className="text-muted text-sm">
          Mark the cards you hold on the{" "}
          <Link href="/cards/browse" className="text-brand hover:underline">
            card list
          </Link>{" "}
          to see which to use where.
        </p>
      ) : picks.length === 0 ? (
        <p className="text-muted text-sm">No card in your wallet earns a bonus in your usual categories.</p>
      ) : (
        <>
          <p className="text-muted text-xs">
            {basis === "history"
              ? "For the categories you spend in most"
              : "For the most rewarded categories"}
          </p>
          <ul className="divide-line divide-y">
            {picks.map((p) => (
              <li key={p.category} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{p.category}</span>
                  <Link href={`/cards/${p.cardId}`} className="text-brand block truncate hover:underline">
                    {p.cardName}
                  </Link>
                </span>
                <span className="shrink-0 text-right tabular-nums">
                  <span className="font-medium">{formatMultiplier(p.multiplier)}</span>
                  <span className="text-muted block text-xs">{formatReturn(p.effectiveReturn)}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
