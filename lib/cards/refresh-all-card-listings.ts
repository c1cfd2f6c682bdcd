// The job body: refresh both cached representations. An unreachable service throws so pg-boss
// retries later; malformed data does not (a retry minutes later would get the same bytes).
import "server-only";
import { CARD_VARIANTS } from "@/lib/cards/card-variant";
import { refreshCardListing, type RefreshOutcome } from "@/lib/cards/refresh-card-listing";

export async function refreshAllCardListings(): Promise<RefreshOutcome[]> {
  const results: RefreshOutcome[] = [];
  for (const variant of CARD_VARIANTS) results.push(await refreshCardListing(variant));
  const down = results.find((r) => r.outcome === "unavailable");
  if (down && "reason" in down) throw new Error(`card service unavailable: ${down.reason}`);
  return results;
}
