// The simulated hotel loyalty programs: the public B1 provider items plus the
// private knobs that shape their results (brands, award charts, and whether
// pointsPerNight sits on the hotel or only on its rates — spec B3 says clients
// must tolerate both, so the programs deliberately disagree).
import type { HotelProviderItem, InputDescriptor } from "../../contracts/hotels";

/** B1 provider item, exactly as served (simulator/contracts/hotels.ts). */
export type ProviderItem = HotelProviderItem;

export type Pricing =
  | { kind: "dynamic"; usdPerPoint: number; roundTo: number } // points follow the cash price
  | { kind: "chart"; perCategory: readonly number[]; seasonal: boolean }; // award chart by category

export interface HotelProgram {
  provider: ProviderItem;
  brands: ReadonlyArray<{ name: string; tier: 1 | 2 | 3 | 4 | 5 }>;
  pricing: Pricing;
  /** Highest awardCategory; 0 = the program has no categories (field omitted). */
  maxCategory: number;
  /** True: hotel.pointsPerNight is filled; false: only rates carry points. */
  pointsOnHotel: boolean;
  /** Program sells part-points, part-cash rates. */
  pointsPlusCash: boolean;
}

const email = (title = "Member number or email"): InputDescriptor => ({
  code: "Login",
  title,
  required: true,
});
const password: InputDescriptor = { code: "Password", title: "Password", required: true };

function provider(
  code: string,
  displayName: string,
  shortName: string,
  loginRequired: boolean,
  extra: Partial<ProviderItem> = {},
): ProviderItem {
  return { code, displayName, shortName, loginRequired, login: email(), password, ...extra };
}

export const HOTEL_PROGRAMS: readonly HotelProgram[] = [
  {
    provider: provider("marriott", "Marriott Bonvoy", "Marriott", false),
    brands: [
      { name: "Fairfield Inn & Suites", tier: 1 },
      { name: "Courtyard", tier: 2 },
      { name: "Residence Inn", tier: 2 },
      { name: "AC Hotel", tier: 3 },
      { name: "Moxy", tier: 2 },
      { name: "Sheraton", tier: 3 },
      { name: "Westin", tier: 4 },
      { name: "Le Méridien", tier: 4 },
      { name: "JW Marriott", tier: 5 },
      { name: "The Ritz-Carlton", tier: 5 },
    ],
    pricing: { kind: "dynamic", usdPerPoint: 0.008, roundTo: 500 },
    maxCategory: 8,
    pointsOnHotel: true,
    pointsPlusCash: true,
  },
  {
    provider: provider("hyatt", "World of Hyatt", "Hyatt", false),
    brands: [
      { name: "Hyatt Place", tier: 2 },
      { name: "Hyatt House", tier: 2 },
      { name: "Hyatt Centric", tier: 3 },
      { name: "Hyatt Regency", tier: 3 },
      { name: "Thompson", tier: 4 },
      { name: "Andaz", tier: 4 },
      { name: "Grand Hyatt", tier: 4 },
      { name: "Park Hyatt", tier: 5 },
    ],
    pricing: {
      kind: "chart",
      perCategory: [5000, 8000, 12000, 15000, 20000, 25000, 30000, 40000],
      seasonal: true,
    },
    maxCategory: 8,
    pointsOnHotel: false,
    pointsPlusCash: true,
  },
  {
    provider: provider("hilton", "Hilton Honors", "Hilton", false, {
      login: email("Username or Hilton Honors number"),
    }),
    brands: [
      { name: "Hampton Inn", tier: 1 },
      { name: "Hilton Garden Inn", tier: 2 },
      { name: "Homewood Suites", tier: 2 },
      { name: "DoubleTree by Hilton", tier: 3 },
      { name: "Embassy Suites", tier: 3 },
      { name: "Hilton", tier: 3 },
      { name: "Curio Collection", tier: 4 },
      { name: "Conrad", tier: 5 },
      { name: "Waldorf Astoria", tier: 5 },
    ],
    pricing: { kind: "dynamic", usdPerPoint: 0.005, roundTo: 1000 },
    maxCategory: 0,
    pointsOnHotel: true,
    pointsPlusCash: true,
  },
  {
    provider: provider("ihg", "IHG One Rewards", "IHG", true, {
      login2: { code: "LastName", title: "Last name", required: true },
    }),
    brands: [
      { name: "Holiday Inn Express", tier: 1 },
      { name: "Holiday Inn", tier: 2 },
      { name: "Staybridge Suites", tier: 2 },
      { name: "voco", tier: 3 },
      { name: "Hotel Indigo", tier: 3 },
      { name: "Crowne Plaza", tier: 3 },
      { name: "Kimpton", tier: 4 },
      { name: "InterContinental", tier: 5 },
    ],
    pricing: { kind: "dynamic", usdPerPoint: 0.006, roundTo: 1000 },
    maxCategory: 0,
    pointsOnHotel: false,
    pointsPlusCash: true,
  },
  {
    provider: provider("wyndham", "Wyndham Rewards", "Wyndham", true, {
      login2: {
        code: "Country",
        title: "Country of residence",
        required: false,
        defaultValue: "US",
        options: [
          { code: "US", name: "United States", kind: "country" },
          { code: "CA", name: "Canada", kind: "country" },
          { code: "GB", name: "United Kingdom", kind: "country" },
        ],
      },
    }),
    brands: [
      { name: "Super 8", tier: 1 },
      { name: "Days Inn", tier: 1 },
      { name: "Microtel", tier: 1 },
      { name: "La Quinta", tier: 2 },
      { name: "Ramada", tier: 2 },
      { name: "Wingate", tier: 2 },
      { name: "Wyndham Garden", tier: 3 },
      { name: "Wyndham Grand", tier: 4 },
    ],
    // "Go Free" tiers: a fixed price per category, no seasons.
    pricing: { kind: "chart", perCategory: [7500, 15000, 30000], seasonal: false },
    maxCategory: 3,
    pointsOnHotel: true,
    pointsPlusCash: false,
  },
  {
    provider: provider("accor", "Accor Live Limitless", "Accor", true),
    brands: [
      { name: "ibis", tier: 1 },
      { name: "ibis Styles", tier: 1 },
      { name: "Mercure", tier: 2 },
      { name: "Novotel", tier: 3 },
      { name: "Pullman", tier: 4 },
      { name: "MGallery", tier: 4 },
      { name: "Swissôtel", tier: 4 },
      { name: "Sofitel", tier: 5 },
      { name: "Fairmont", tier: 5 },
    ],
    pricing: { kind: "dynamic", usdPerPoint: 0.0216, roundTo: 100 },
    maxCategory: 0,
    pointsOnHotel: false,
    pointsPlusCash: false,
  },
  {
    provider: provider("choice", "Choice Privileges", "Choice", false),
    brands: [
      { name: "Econo Lodge", tier: 1 },
      { name: "Sleep Inn", tier: 1 },
      { name: "Quality Inn", tier: 1 },
      { name: "Comfort Inn", tier: 2 },
      { name: "Comfort Suites", tier: 2 },
      { name: "Clarion", tier: 2 },
      { name: "Cambria Hotel", tier: 3 },
      { name: "Ascend Collection", tier: 4 },
    ],
    pricing: { kind: "dynamic", usdPerPoint: 0.007, roundTo: 500 },
    maxCategory: 0,
    pointsOnHotel: true,
    pointsPlusCash: false,
  },
];

export function findProgram(code: string): HotelProgram | undefined {
  return HOTEL_PROGRAMS.find((p) => p.provider.code === code);
}
