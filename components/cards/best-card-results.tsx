import Link from "next/link";
import { RankedCardRow } from "@/components/cards/ranked-card-row";
import { Notice } from "@/components/ui/notice";
import type { Ranking } from "@/lib/cards/rank-cards";

const SHOWN = 25;

interface Props {
  query: string;
  ranking: Ranking;
  wallet: Set<number>;
  limitedToWallet: boolean;
  /** Examples for the empty state (popular categories and merchants). */
  suggestions: string[];
  /** Where "Include / Leave out discontinued cards" goes; null on the wallet ranking (held cards always count). */
  discontinuedHref: string | null;
}

export function BestCardResults({
  query,
  ranking,
  wallet,
  limitedToWallet,
  suggestions,
  discontinuedHref,
}: Props) {
  const { match, ranked, upcoming, discontinuedLeftOut } = ranking;
  if (match.labels.length === 0) {
    return (
      <Notice title={`No card lists a bonus for “${query}”`}>
        <p>Try a spending category or a merchant name the card service knows, for example:</p>
        <p className="mt-2 flex flex-wrap gap-1.5">
          {suggestions.map((s) => (
            <Link
              key={s}
              href={`/cards?${new URLSearchParams({ q: s })}`}
              className="bg-surface text-brand rounded-sm px-2 py-0.5 underline-offset-2 hover:underline"
            >
              {s}
            </Link>
          ))}
        </p>
      </Notice>
    );
  }
  return (
    <section aria-labelledby="best-heading">
      <h2 id="best-heading" className="text-lg font-semibold">
        Best {limitedToWallet ? "of your cards" : "cards"} for {match.labels.slice(0, 3).join(", ")}
      </h2>
      {match.via ? (
        <p className="text-sm">
          {match.via.merchant} is usually filed under {match.via.category} by its merchant category code; a
          bank can file a store differently.
        </p>
      ) : null}
      <p className="text-muted mb-3 text-xs">
        Ranked by effective return today: multiplier × point value (cash back at face value).{" "}
        {discontinuedHref ? (
          discontinuedLeftOut > 0 ? (
            <>
              {discontinuedLeftOut} discontinued card{discontinuedLeftOut === 1 ? "" : "s"} (no new
              applications) left out.{" "}
              <Link href={discontinuedHref} className="text-brand underline">
                Include discontinued cards
              </Link>
            </>
          ) : (
            <Link href={discontinuedHref} className="text-brand underline">
              Leave out discontinued cards
            </Link>
          )
        ) : null}
      </p>
      {ranked.length === 0 ? (
        <Notice tone="warn" title="None of your cards earns anything here">
          <Link href={`/cards?${new URLSearchParams({ q: query, scope: "all" })}`} className="underline">
            See all cards
          </Link>
        </Notice>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Ranked cards">
          {ranked.slice(0, SHOWN).map((item, i) => (
            <RankedCardRow
              key={item.card.cardId}
              item={item}
              rank={i + 1}
              held={wallet.has(item.card.cardId)}
            />
          ))}
        </ol>
      )}
      {ranked.length > SHOWN ? (
        <p className="text-muted mt-2 text-xs">{ranked.length - SHOWN} more cards earn less.</p>
      ) : null}
      {upcoming.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-sm font-semibold">Coming up</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {upcoming.map((item) => (
              <RankedCardRow
                key={`${item.card.cardId}-${item.earning.name}-${item.earning.startDate}`}
                item={item}
                held={wallet.has(item.card.cardId)}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
