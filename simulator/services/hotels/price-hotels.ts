// Prices a program's hotels for one stay and shapes them as B3 Hotel objects.
// Prices move with the night (weekend, season, a per-hotel daily wobble) and
// with the room; points are per room per night, averaged over the stay
// ("total = value x nights", spec B3). Cash is always USD; for non-US places
// originalCurrency/conversionRate say what it was converted from.
import type { Hotel, Rate, Room } from "../../contracts/hotels";
import { buildDirectory, type HotelBase, type RoomTemplate } from "./hotel-directory";
import { USD_PER_UNIT, type Place } from "./hotel-destination";
import { previewPngBase64 } from "./hotel-preview";
import type { HotelProgram } from "./hotel-programs";
import type { HotelSearchRequest } from "./hotel-search-request";
import { seededRandom } from "./seeded-random";

const SEASON = [0.85, 0.85, 0.95, 1, 1.05, 1.15, 1.2, 1.2, 1.05, 1, 0.95, 1.1]; // by month

export function priceHotels(program: HotelProgram, request: HotelSearchRequest, loggedIn: boolean) {
  const { place, hotels } = buildDirectory(program, request.destination);
  const nights = Array.from(
    { length: request.numberOfNights },
    (_, i) => new Date(Date.parse(`${request.checkInDate}T00:00:00Z`) + i * 86_400_000),
  );
  const occupancy = request.numberOfAdults + request.numberOfKids;
  const priced = hotels.map((hotel) => {
    const soldOut = seededRandom("soldout", hotel.key, request.checkInDate).chance(0.1);
    const rooms = hotel.rooms
      .filter((r) => r.capacity >= occupancy)
      .map((r) => priceRoom(program, hotel, r, nights, place, loggedIn));
    return { hotel, rooms, soldOut };
  });
  // Sold-out hotels disappear, but never below five (the list must stay useful).
  let removable = priced.filter((p) => p.rooms.length > 0).length - 5;
  const kept = priced.filter((p) => {
    if (p.rooms.length === 0) return false;
    if (!p.soldOut || removable <= 0) return true;
    removable -= 1;
    return false;
  });
  return kept.map(({ hotel, rooms }) => toHotel(program, hotel, rooms, request, place));
}

function nightFactor(hotel: HotelBase, night: Date): number {
  const weekend = night.getUTCDay() === 5 || night.getUTCDay() === 6 ? 1.12 : 1;
  const wobble = 0.94 + seededRandom("night", hotel.key, night.toISOString().slice(0, 10)).next() * 0.12;
  return (SEASON[night.getUTCMonth()] ?? 1) * weekend * wobble;
}

function pointsFor(
  program: HotelProgram,
  hotel: HotelBase,
  room: RoomTemplate,
  factor: number,
  cashUsd: number,
): number {
  const pricing = program.pricing;
  if (pricing.kind === "dynamic") return roundTo(cashUsd / pricing.usdPerPoint, pricing.roundTo);
  const base = pricing.perCategory[(hotel.awardCategory ?? 1) - 1] ?? pricing.perCategory[0] ?? 10_000;
  const season = !pricing.seasonal ? 1 : factor < 0.95 ? 0.75 : factor > 1.12 ? 1.25 : 1;
  return roundTo(base * season * room.factor, 500);
}

interface PricedRoom {
  room: RoomTemplate;
  points: number; // standard award, average per night
  cash: number; // USD, average per night
}

function priceRoom(
  program: HotelProgram,
  hotel: HotelBase,
  room: RoomTemplate,
  nights: Date[],
  place: Place,
  loggedIn: boolean,
): PricedRoom & { rates: Rate[] } {
  let points = 0;
  let cash = 0;
  for (const night of nights) {
    const factor = nightFactor(hotel, night);
    const nightCash = hotel.baseCashUsd * factor * room.factor;
    cash += nightCash;
    points += pointsFor(program, hotel, room, factor, nightCash);
  }
  const avgPoints = Math.round(points / nights.length);
  const avgCash = round2(cash / nights.length);
  const converted =
    place.currency === "USD"
      ? {}
      : { originalCurrency: place.currency, conversionRate: USD_PER_UNIT[place.currency] ?? 1 };
  const rates: Rate[] = [
    {
      name: "Standard award",
      description: hotel.hostile
        ? `Free night award. <a href="javascript:alert('rate')">Rate rules</a>`
        : "Free night award.<br><i>Cancel up to 2 days before arrival</i>",
      pointsPerNight: avgPoints,
    },
  ];
  if (program.pointsPlusCash && seededRandom("pc", hotel.key, room.name).chance(0.7)) {
    rates.push({
      name: "Points + Cash",
      description: "<b>Save points</b>: pay part in cash",
      pointsPerNight: roundTo(avgPoints * 0.5, 500),
      cashPerNight: round2(avgCash * 0.4),
      ...converted,
    });
  }
  if (loggedIn) {
    rates.push({
      name: "Member rate",
      description: "<b>Member exclusive</b><br>Lower points price for signed-in members",
      pointsPerNight: roundTo(avgPoints * 0.9, 100),
    });
  }
  return { room, points: avgPoints, cash: avgCash, rates };
}

function toHotel(
  program: HotelProgram,
  hotel: HotelBase,
  rooms: Array<PricedRoom & { rates: Rate[] }>,
  request: HotelSearchRequest,
  place: Place,
): Hotel {
  const cheapest = rooms.reduce((a, b) => (b.points < a.points ? b : a));
  const shapedRooms: Room[] = rooms.map(({ room, rates }) => ({
    type: room.type,
    name: room.name,
    description: room.description,
    rates,
  }));
  const currency =
    place.currency !== "USD"
      ? { originalCurrency: place.currency, conversionRate: USD_PER_UNIT[place.currency] ?? 1 }
      : program.provider.code === "ihg"
        ? { originalCurrency: "" } // spec B3: "Empty when the request currency is USD"
        : {};
  return {
    name: hotel.name,
    checkInDate: request.checkInDate,
    ...(request.checkOutDate ? { checkOutDate: request.checkOutDate } : {}),
    rooms: shapedRooms,
    hotelDescription: hotel.hotelDescription,
    numberOfNights: request.numberOfNights,
    // Spec B3 lists pointsPerNight as required on the hotel, yet its example
    // prices only the rates; some programs here do each, on purpose.
    ...(program.pointsOnHotel ? { pointsPerNight: cheapest.points } : {}),
    fullCashPricePerNight: cheapest.cash,
    ...currency,
    distance: hotel.distance,
    rating: hotel.rating,
    ...(hotel.awardCategory === undefined ? {} : { awardCategory: hotel.awardCategory }),
    numberOfReviews: hotel.numberOfReviews,
    phone: hotel.phone,
    hotelURL: hotel.hotelURL,
    ...(request.downloadPreview ? { preview: previewPngBase64(hotel.name) } : {}),
    address: hotel.address,
    ...(program.provider.code === "hilton" ? { roomType: cheapest.room.name } : {}),
  };
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
