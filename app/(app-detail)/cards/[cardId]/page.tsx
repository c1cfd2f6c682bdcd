import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BonusCalendarStrip } from "@/components/cards/bonus-calendar-strip";
import { BonusHistory } from "@/components/cards/bonus-history";
import { CardBadges } from "@/components/cards/card-badges";
import { CardDataFooter } from "@/components/cards/card-data-footer";
import { categoryRows, EarningList, merchantRows } from "@/components/cards/earning-list";
import { ListingStatus } from "@/components/cards/listing-status";
import { WalletToggle } from "@/components/cards/wallet-toggle";
import { Card as Panel } from "@/components/ui/card";
import { SafeHtml } from "@/components/ui/safe-html";
import { requireUser } from "@/lib/auth/require-user";
import { bonusStatus, todayUtc } from "@/lib/cards/bonus-status";
import { unitValue } from "@/lib/cards/effective-return";
import { formatPointValue } from "@/lib/cards/format-card-numbers";
import { getCardName } from "@/lib/cards/get-card-name";
import { listWalletCardIds } from "@/lib/cards/list-wallet-card-ids";
import { loadCardListing } from "@/lib/cards/load-card-listing";
import { seasonalBonuses } from "@/lib/cards/seasonal-bonuses";

interface Props {
  params: Promise<{ cardId: string }>;
}

// The tab reads the card's own name ("Gold Table Card · Milepost"), not a generic "Card".
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const cardId = Number((await params).cardId);
  const name = Number.isInteger(cardId) && cardId > 0 ? await getCardName(cardId) : null;
  return { title: name ?? "Card" };
}

export default async function CardPage({ params }: Props) {
  const user = await requireUser();
  const cardId = Number((await params).cardId);
  if (!Number.isInteger(cardId) || cardId <= 0) notFound();
  // The history view needs expired bonuses: read the showExpiredBonuses=true listing.
  const [withExpired, wallet] = await Promise.all([
    loadCardListing("with-expired"),
    listWalletCardIds(user.id),
  ]);
  const loaded = withExpired.listing ? withExpired : await loadCardListing("current");
  const card = loaded.listing?.cards.find((c) => c.cardId === cardId);
  if (loaded.listing && !card) notFound();
  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const seasonal = card ? seasonalBonuses(card, today) : [];
  const notEnded = (r: { startDate?: string; endDate?: string }) => bonusStatus(r, today) !== "expired";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/cards/browse" className="text-brand hover:underline">
          ← All cards
        </Link>
      </p>
      <ListingStatus loaded={loaded} />
      {card && loaded.listing ? (
        <div className="flex flex-col gap-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight">{card.cardName}</h1>
              <CardBadges card={card} />
            </div>
            <WalletToggle cardId={card.cardId} cardName={card.cardName} held={wallet.has(card.cardId)} />
          </header>
          <Panel className="grid gap-3 sm:grid-cols-2">
            <div>
              <p className="text-muted text-xs">{card.isCashback ? "Rewards" : "Points currency"}</p>
              <p className="font-medium">
                {card.isCashback
                  ? "Cash back (worth face value)"
                  : (card.currencyName ?? "Not named by the service")}
              </p>
            </div>
            <div>
              <p className="text-muted text-xs">Point value</p>
              <p className="font-medium">
                {card.isCashback
                  ? "1% = 1¢ per $1"
                  : card.servicePointValue !== undefined
                    ? formatPointValue(card.servicePointValue)
                    : `Not given (rankings assume ${formatPointValue(unitValue(card).value)})`}
              </p>
            </div>
            {card.shortEarningDescription ? (
              <SafeHtml html={card.shortEarningDescription} as="p" className="text-sm sm:col-span-2" />
            ) : null}
          </Panel>
          <section aria-label="Seasonal bonuses calendar">
            <h2 className="mb-2 text-base font-semibold">
              Seasonal bonuses{seasonal.length > 0 ? ` in ${year}` : ""}
            </h2>
            <BonusCalendarStrip bonuses={seasonal} year={year} today={today} isCashback={card.isCashback} />
          </section>
          {/* Ended bonuses live in "Past bonuses"; these lists say what the card earns now and next. */}
          <EarningList
            title="Categories"
            rows={categoryRows(card).filter(notEnded)}
            card={card}
            today={today}
          />
          <EarningList
            title="Merchant groups"
            rows={merchantRows(card).filter(notEnded)}
            card={card}
            today={today}
          />
          <BonusHistory
            bonuses={seasonal}
            isCashback={card.isCashback}
            available={loaded.listing.variant === "with-expired"}
          />
          <CardDataFooter listing={loaded.listing} />
        </div>
      ) : null}
    </>
  );
}
