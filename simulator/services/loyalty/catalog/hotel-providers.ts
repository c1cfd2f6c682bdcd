// Hotel programs (kind 2).
import { hotelColumns, hotelProperties } from "./presets";
import { input, property, type EliteTier, type ProviderDef } from "./provider-types";

const confirmationFields = [
  { code: "ConfNo", title: "Confirmation number", required: true, defaultValue: "" },
  { code: "LastName", title: "Guest last name", required: true, defaultValue: "" },
];

const tiers = (...entries: Array<[string, number]>): EliteTier[] =>
  entries.map(([name, threshold]) => ({ name, threshold, segments: threshold }));

const hotel = (
  def: Omit<
    ProviderDef,
    | "kind"
    | "canCheckConfirmation"
    | "confirmationNumberFields"
    | "canParseHistory"
    | "canParseFiles"
    | "canCheckItinerary"
  >,
): ProviderDef => ({
  kind: 2,
  canCheckConfirmation: true,
  confirmationNumberFields: confirmationFields,
  canParseHistory: true,
  canParseFiles: false,
  canCheckItinerary: true,
  ...def,
});

export const HOTEL_PROVIDERS: ProviderDef[] = [
  hotel({
    code: "marriott",
    displayName: "Marriott Bonvoy",
    providerName: "Marriott International",
    programName: "Marriott Bonvoy",
    login: input("login", "Email or member number"),
    password: input("password", "Password"),
    properties: [
      ...hotelProperties("Member number"),
      property("LifetimeNights", "Lifetime nights", 4, "lifetimePoints"),
    ],
    canCheckPastItinerary: true,
    canCheckExpiration: 1,
    historyColumns: hotelColumns(),
    eliteTiers: tiers(
      ["Member", 0],
      ["Silver Elite", 10],
      ["Gold Elite", 25],
      ["Platinum Elite", 50],
      ["Titanium Elite", 75],
      ["Ambassador Elite", 100],
    ),
    sim: {
      activity: "hotel",
      accountNumberPattern: "#########",
      expirationMonths: 24,
      itinerary: "hotel",
      chain: "marriott",
      rewardCost: 35000,
      currency: "USD",
      cobrand: {
        card: "Marriott Bonvoy Boundless Card",
        welcomeBonus: 85000,
        tierFloor: 1,
        yearly: { status: 15, description: "15 Elite Night Credits from the Marriott Bonvoy Boundless Card" },
      },
    },
  }),
  hotel({
    code: "hhonors",
    displayName: "Hilton Honors",
    providerName: "Hilton",
    programName: "Hilton Honors",
    login: input("login", "Username or Hilton Honors number"),
    password: input("password", "Password"),
    properties: [
      ...hotelProperties("Hilton Honors number"),
      property("ExpiringPoints", "Points expiring", 6, "expiringBalance"),
    ],
    canCheckPastItinerary: true,
    canCheckExpiration: 1,
    historyColumns: hotelColumns(),
    eliteTiers: tiers(["Member", 0], ["Silver", 10], ["Gold", 40], ["Diamond", 60]),
    sim: {
      activity: "hotel",
      accountNumberPattern: "#########",
      expirationMonths: 24,
      itinerary: "hotel",
      chain: "hilton",
      rewardCost: 50000,
      currency: "USD",
      cobrand: { card: "Hilton Honors Surpass Card", welcomeBonus: 130000, tierFloor: 2 },
    },
  }),
  hotel({
    code: "ichotelsgroup",
    displayName: "IHG One Rewards",
    providerName: "InterContinental Hotels Group",
    programName: "IHG One Rewards",
    login: input("login", "Email or member number"),
    password: input("password", "4-digit PIN"),
    properties: hotelProperties("Member number"),
    canCheckPastItinerary: false,
    canCheckExpiration: 1,
    historyColumns: hotelColumns(),
    eliteTiers: tiers(
      ["Club", 0],
      ["Silver Elite", 10],
      ["Gold Elite", 20],
      ["Platinum Elite", 40],
      ["Diamond Elite", 70],
    ),
    sim: {
      activity: "hotel",
      accountNumberPattern: "#########",
      expirationMonths: 12,
      itinerary: "hotel",
      chain: "ihg",
      rewardCost: 30000,
      currency: "USD",
      cobrand: { card: "IHG One Rewards Premier Card", welcomeBonus: 140000, tierFloor: 3 },
    },
  }),
  hotel({
    code: "hyatt",
    displayName: "World of Hyatt",
    providerName: "Hyatt Hotels",
    programName: "World of Hyatt",
    login: input("login", "World of Hyatt # or username"),
    login2: input("login2", "Last name"),
    password: input("password", "Password"),
    properties: hotelProperties("World of Hyatt #"),
    canCheckPastItinerary: true,
    canCheckExpiration: 1,
    historyColumns: hotelColumns(),
    eliteTiers: tiers(["Member", 0], ["Discoverist", 10], ["Explorist", 30], ["Globalist", 60]),
    sim: {
      activity: "hotel",
      accountNumberPattern: "#########A",
      expirationMonths: 24,
      itinerary: "hotel",
      chain: "hyatt",
      rewardCost: 15000,
      pointsPerDollar: 5,
      currency: "USD",
      cobrand: {
        card: "World of Hyatt Card",
        welcomeBonus: 30000,
        tierFloor: 1,
        yearly: { status: 5, description: "5 tier-qualifying night credits from the World of Hyatt Card" },
      },
    },
  }),
];
