// Normalize one flight delivery into the program's routes and calendar documents (AwardResult,
// lib/award-search/award-results.ts), inside the callback's transaction. Routes and calendar are
// replaced independently, only when the body carries them, so the separate calendar callback and
// the main callback never erase each other's; a redelivery or a poll of the same result replaces a
// document with an identical one (idempotent).
import "server-only";
import { fewest, writeAwardResult } from "@/lib/award-search/award-results";
import { recordAwardResult } from "@/lib/award-search/record-award-result";
import { hasResults } from "@/lib/service-requests/service-states";
import type { SqlTx } from "@/lib/sql/transaction";
import { flightParts } from "@/lib/flights/flight-parts";
import { cashCostMinor, normalizeRoute } from "@/lib/flights/normalize-route";
import type { StoredCalendarDay } from "@/lib/flights/stored-results";
import { recordBrowserState } from "@/lib/loyalty-accounts/record-browser-state";
import type { FlightResult } from "@/lib/services/flights/result-schema";

export async function storeFlightResult(
  tx: SqlTx,
  serviceRequestId: string,
  body: FlightResult,
): Promise<void> {
  const award = await recordAwardResult(tx, serviceRequestId, {
    state: body.state,
    message: body.message,
    question: body.question,
    parts: flightParts(body),
  });
  if (!award) return;
  const ok = hasResults(body.state);
  const document = { awardRequestId: award.id, searchId: award.searchId };
  if (body.routes && ok) {
    const items = body.routes.map((r, i) => normalizeRoute(r, i, award.providerCode));
    await writeAwardResult(tx, { ...document, kind: "routes", items, best: fewest(items, (i) => i.miles) });
  }
  if (body.calendar && ok) {
    const items = body.calendar.map((e): StoredCalendarDay => ({
      providerCode: award.providerCode,
      date: e.date,
      cabin: e.cabin,
      brandedCabin: e.brandedItineraryCOS ?? null,
      miles: e.miles,
      taxesMinor: cashCostMinor(e.cashCost).taxesMinor,
      currency: e.cashCost.currency,
    }));
    await writeAwardResult(tx, { ...document, kind: "calendar", items, best: fewest(items, (i) => i.miles) });
  }
  // Spec 1 A3: store browserState with the account it came from and send it back later.
  if (body.browserState && award.loyaltyAccountId)
    await recordBrowserState(award.loyaltyAccountId, body.browserState, tx);
}
