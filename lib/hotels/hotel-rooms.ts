// The rooms-and-rates shape stored in HotelResult.rooms and sent to the page. Types only, so client
// components can import them.
export interface RateView {
  name: string;
  descriptionHtml: string | null; // sanitized (lib/sanitize/sanitize-markup.ts)
  pointsPerNight: number;
  cashPerNight: number | null; // USD co-pay on top of the points
  originalCurrency: string | null; // null: the hotel's (HotelView.originalCurrency)
  conversionRate: number | null; // null: the hotel's
  valueCents: number | null; // lib/hotels/value-per-point.ts
}

export interface RoomView {
  name: string;
  type: string | null;
  descriptionHtml: string | null;
  rates: RateView[];
}
