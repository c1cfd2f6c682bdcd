import type { Metadata } from "next";
import { z } from "zod";
import { BestCardForm } from "@/components/cards/best-card-form";
import { BestCardResults } from "@/components/cards/best-card-results";
import { CardDataFooter } from "@/components/cards/card-data-footer";
import { CardsNav } from "@/components/cards/cards-nav";
import { ListingStatus } from "@/components/cards/listing-status";
import { RefreshCardsButton } from "@/components/cards/refresh-cards-button";
import { ScopeSwitch } from "@/components/cards/scope-switch";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { todayUtc } from "@/lib/cards/bonus-status";
import { listWalletCardIds } from "@/lib/cards/list-wallet-card-ids";
import { loadCardListing } from "@/lib/cards/load-card-listing";
import { popularSpendTerms, spendTerms } from "@/lib/cards/match-spend-query";
import { rankCards } from "@/lib/cards/rank-cards";
import { readSpendQuery } from "@/lib/cards/spend-query";

export const metadata: Metadata = { title: "Best card for…" };

const searchSchema = z.object({
  scope: z.enum(["mine", "all"]).optional().catch(undefined),
  // "Include discontinued cards" (issue 12 item 10): off unless asked for.
  discontinued: z.literal("1").optional().catch(undefined),
});

export default async function BestCardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const user = await requireUser();
  const params = await searchParams;
  const { scope, discontinued } = searchSchema.parse(params);
  const { q, problem } = readSpendQuery(params.q);
  const [loaded, wallet] = await Promise.all([loadCardListing("current"), listWalletCardIds(user.id)]);
  const cards = loaded.listing?.cards ?? [];
  // "My cards" by default once the user has marked any; all cards otherwise.
  const limited = wallet.size > 0 && scope !== "all";
  const terms = spendTerms(cards);
  return (
    <>
      <PageHeader
        title="Cards"
        description="Which card earns the most where you are about to pay."
        actions={<RefreshCardsButton />}
      />
      <CardsNav active="best" />
      <ListingStatus loaded={loaded} />
      {loaded.listing ? (
        <div className="flex flex-col gap-5">
          <BestCardForm
            query={q}
            scope={scope}
            discontinued={Boolean(discontinued)}
            problem={problem}
            terms={[...terms.categories, ...terms.merchants]}
          />
          <div className="flex flex-wrap items-center gap-3">
            <ScopeSwitch query={problem ? "" : q} scope={limited ? "mine" : "all"} walletSize={wallet.size} />
            {wallet.size === 0 ? (
              <p className="text-muted text-xs">
                Mark the cards you hold (“I have this”) to rank just your wallet.
              </p>
            ) : null}
          </div>
          {q.length >= 2 && !problem ? (
            <BestCardResults
              query={q}
              ranking={rankCards(
                cards,
                q,
                todayUtc(),
                limited ? { onlyCardIds: wallet } : { includeDiscontinued: Boolean(discontinued) },
              )}
              discontinuedHref={
                limited
                  ? null
                  : `/cards?${new URLSearchParams({ q, scope: "all", ...(discontinued ? {} : { discontinued: "1" }) })}`
              }
              wallet={wallet}
              limitedToWallet={limited}
              suggestions={popularSpendTerms(cards, 14)}
            />
          ) : null}
          <CardDataFooter listing={loaded.listing} />
        </div>
      ) : null}
    </>
  );
}
