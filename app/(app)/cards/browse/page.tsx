import type { Metadata } from "next";
import { BrowseFilters } from "@/components/cards/browse-filters";
import { CardDataFooter } from "@/components/cards/card-data-footer";
import { CardListItem } from "@/components/cards/card-list-item";
import { CardsNav } from "@/components/cards/cards-nav";
import { ListingStatus } from "@/components/cards/listing-status";
import { RefreshCardsButton } from "@/components/cards/refresh-cards-button";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/require-user";
import { todayUtc } from "@/lib/cards/bonus-status";
import { banksOf, cardFiltersSchema, filterCards } from "@/lib/cards/filter-cards";
import { listWalletCardIds } from "@/lib/cards/list-wallet-card-ids";
import { loadCardListing } from "@/lib/cards/load-card-listing";

export const metadata: Metadata = { title: "Browse cards" };

export default async function BrowseCardsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  const user = await requireUser();
  const filters = cardFiltersSchema.parse(await searchParams);
  const [loaded, wallet] = await Promise.all([loadCardListing("current"), listWalletCardIds(user.id)]);
  const cards = loaded.listing?.cards ?? [];
  const shown = filterCards(cards, filters);
  const today = todayUtc();
  return (
    <>
      <PageHeader
        title="Cards"
        description="Every card's bonus categories and merchants."
        actions={<RefreshCardsButton />}
      />
      <CardsNav active="browse" />
      <ListingStatus loaded={loaded} />
      {loaded.listing ? (
        <div className="flex flex-col gap-4">
          <BrowseFilters filters={filters} banks={banksOf(cards)} />
          <p className="text-muted text-sm" role="status">
            {shown.length} of {cards.length} cards
          </p>
          {shown.length === 0 ? (
            <p className="text-sm">
              No card matches these filters. Clear the name search or show discontinued cards.
            </p>
          ) : (
            <ul className="grid gap-2 lg:grid-cols-2" aria-label="Cards">
              {shown.map((c) => (
                <CardListItem key={c.cardId} card={c} held={wallet.has(c.cardId)} today={today} />
              ))}
            </ul>
          )}
          <CardDataFooter listing={loaded.listing} />
        </div>
      ) : null}
    </>
  );
}
