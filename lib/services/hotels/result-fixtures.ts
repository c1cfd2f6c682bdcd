// Sample B3 pieces for tests and the bench (spec 1 B3 example shapes: points on the rates only).
export const rate = (extra: Record<string, unknown> = {}) => ({
  name: "Standard award",
  description: "Free night award.<br><i>Cancel up to 2 days before arrival</i>",
  pointsPerNight: 25000,
  ...extra,
});

export const room = (extra: Record<string, unknown> = {}) => ({
  type: "king",
  name: "Standard King",
  description: "<b>1 King bed</b><br>Work desk",
  rates: [
    rate(),
    rate({
      name: "Points + Cash",
      description: "<b>Save points</b>",
      pointsPerNight: 12500,
      cashPerNight: 90,
    }),
  ],
  ...extra,
});

export const hotel = (extra: Record<string, unknown> = {}) => ({
  name: "Park Hyatt Paris-Vendôme",
  checkInDate: "2026-06-01",
  checkOutDate: "2026-06-04",
  rooms: [room()],
  hotelDescription: "Steps from the <b>Place Vendôme</b>",
  numberOfNights: 3,
  fullCashPricePerNight: 450,
  originalCurrency: "EUR",
  conversionRate: 1.08,
  distance: 0.4,
  rating: 4.5,
  awardCategory: 7,
  numberOfReviews: 1234,
  phone: "+33 1 58 71 12 34",
  hotelURL: "https://example.test/park-hyatt",
  address: {
    text: "5 Rue de la Paix, 75002 Paris, France",
    city: "Paris",
    countryName: "France",
    lat: 48.8687,
    lng: 2.3305,
  },
  ...extra,
});
