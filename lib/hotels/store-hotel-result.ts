// Normalize one hotel delivery (callback or poll) into the program's hotels document and images
// (lib/hotels/insert-hotel-results.ts), inside the callback's transaction. The generic part (state,
// progress, question) goes through recordAwardResult like flights; a hotel request has one part,
// "main". Hotels are replaced only by a success body, so a redelivery or a poll of the same result
// writes an identical document (idempotent) and a late failure or
// pending body never erases results already shown.
import "server-only";
import { recordAwardResult } from "@/lib/award-search/record-award-result";
import type { SqlTx } from "@/lib/sql/transaction";
import { HOTEL_PART } from "@/lib/hotels/hotel-award-service-parts";
import { insertHotelResults } from "@/lib/hotels/insert-hotel-results";
import { createCleaner, normalizeHotel, previewOf } from "@/lib/hotels/normalize-hotel";
import { recordBrowserState } from "@/lib/loyalty-accounts/record-browser-state";
import { FlightState, hotelStateCode, isPendingState } from "@/lib/service-requests/service-states";
import type { HotelResult } from "@/lib/services/hotels/result-schema";

export async function storeHotelResult(
  tx: SqlTx,
  serviceRequestId: string,
  body: HotelResult,
): Promise<void> {
  const state = hotelStateCode(body.state);
  // Keep the service's own words: a failure without a message still says which state it was.
  const message = body.message || (isPendingState(state) || state === FlightState.Success ? "" : body.state);
  const award = await recordAwardResult(tx, serviceRequestId, {
    state,
    message,
    question: body.question,
    parts: { [HOTEL_PART]: { state, message: message || (isPendingState(state) ? "Searching" : "") } },
  });
  if (!award) return;
  if (state === FlightState.Success) {
    const clean = createCleaner();
    const hotels = body.hotels.filter((h) => h.pointsPerNight !== undefined); // nothing bookable: no rate and no hotel price
    const previews: { position: number; preview: string }[] = [];
    const items = hotels.map((h, position) => {
      const preview = previewOf(h.preview);
      if (preview !== null) previews.push({ position, preview });
      return normalizeHotel(h, position, award.providerCode, clean, preview !== null);
    });
    await insertHotelResults(tx, award.searchId, award.id, items, previews);
  }
  // Spec 1 B3: store browserState with the account it came from and send it back later.
  if (body.browserState && award.loyaltyAccountId)
    await recordBrowserState(award.loyaltyAccountId, body.browserState, tx);
}
