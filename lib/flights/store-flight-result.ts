// Normalize one flight delivery into FlightRoute / FlightCalendarDay rows, inside the callback's
// transaction. Routes and calendar are replaced independently, only when the body carries them, so
// the separate calendar callback and the main callback never erase each other's rows; a redelivery
// or a poll of the same result replaces the rows with identical ones (idempotent).
// Routes go in as one statement (insert-flight-routes.ts) so 500-route bodies stay fast (see bench/).
import "server-only";
import { recordAwardResult } from "@/lib/award-search/record-award-result";
import { hasResults } from "@/lib/service-requests/service-states";
import type { SqlTx } from "@/lib/sql";
import { flightParts } from "@/lib/flights/flight-parts";
import { insertCalendarDays, insertFlightRoutes } from "@/lib/flights/insert-flight-routes";
import { normalizeRoute } from "@/lib/flights/normalize-route";
import { recordBrowserState } from "@/lib/loyalty-accounts/record-browser-state";
import type { FlightResult } from "@/lib/services/flights/result-schema";

export async function storeFlightResult(tx: SqlTx, serviceRequestId: string, body: FlightResult): Promise<void> {
  const award = await recordAwardResult(tx, serviceRequestId, {
    state: body.state,
    message: body.message,
    question: body.question,
    parts: flightParts(body),
  });
  if (!award) return;
  const ok = hasResults(body.state);
  if (body.routes && ok) {
    await insertFlightRoutes(tx, award.searchId, award.id, body.routes.map((r, i) => normalizeRoute(r, i, award.providerCode)));
  }
  if (body.calendar && ok) {
    await insertCalendarDays(tx, award.searchId, award.id, award.providerCode, body.calendar);
  }
  // Spec 1 A3: store browserState with the account it came from and send it back later.
  if (body.browserState && award.loyaltyAccountId) await recordBrowserState(award.loyaltyAccountId, body.browserState, tx);
}
