// Real loyalty programs the simulated business's people share, with the elite ladder (rank 1 = lowest),
// the provider's own history captions, and a typical balance. Codes follow the loyalty simulator's style.
export interface ProgramSeed {
  code: string;
  displayName: string;
  kind: "Airline" | "Hotel" | "Credit Card" | "Car Rental";
  unit: string;
  statuses: string[];
  typicalBalance: number;
  /** History captions: [PostingDate, Description, Miles, Bonus, Info] (Info null when the program has none). */
  columns: [string, string, string, string | null, string | null];
  /** Card products held under one rewards account (sub-accounts). */
  cards?: string[];
  activities: string[];
}

export const PROGRAMS: ProgramSeed[] = [
  {
    code: "aa",
    displayName: "American Airlines (AAdvantage)",
    kind: "Airline",
    unit: "miles",
    statuses: ["Gold", "Platinum", "Platinum Pro", "Executive Platinum"],
    typicalBalance: 84_000,
    columns: ["Date", "Activity", "Award Miles", "Bonus Miles", "Loyalty Points"],
    activities: ["DFW-LHR AA 50", "ORD-LAX AA 2341", "Citi AAdvantage card purchases", "MIA-GRU AA 905"],
  },
  {
    code: "delta",
    displayName: "Delta Air Lines (SkyMiles)",
    kind: "Airline",
    unit: "miles",
    statuses: ["Silver Medallion", "Gold Medallion", "Platinum Medallion", "Diamond Medallion"],
    typicalBalance: 126_000,
    columns: ["Date", "Description", "Miles", "Bonus", "MQDs"],
    activities: ["ATL-CDG DL 84", "JFK-SEA DL 421", "Delta Amex Gold purchases", "MSP-AMS DL 160"],
  },
  {
    code: "mileageplus",
    displayName: "United Airlines (MileagePlus)",
    kind: "Airline",
    unit: "miles",
    statuses: ["Premier Silver", "Premier Gold", "Premier Platinum", "Premier 1K"],
    typicalBalance: 98_500,
    columns: ["Activity date", "Activity", "Award miles", "Bonus miles", "PQP"],
    activities: ["SFO-NRT UA 837", "EWR-FRA UA 960", "Chase transfer", "IAH-DEN UA 1522"],
  },
  {
    code: "british",
    displayName: "British Airways (Executive Club)",
    kind: "Airline",
    unit: "Avios",
    statuses: ["Bronze", "Silver", "Gold"],
    typicalBalance: 61_200,
    columns: ["Date", "Description", "Avios", "Bonus Avios", "Tier Points"],
    activities: ["LHR-JFK BA 117", "LHR-MAD BA 458", "Amex transfer", "LCY-EDI BA 8710"],
  },
  {
    code: "aeroplan",
    displayName: "Air Canada (Aeroplan)",
    kind: "Airline",
    unit: "points",
    statuses: ["25K", "35K", "50K", "75K", "Super Elite"],
    typicalBalance: 54_300,
    columns: ["Date", "Transaction", "Points", "Bonus points", null],
    activities: ["YYZ-YVR AC 113", "YUL-CDG AC 870", "Aeroplan eStore", "YVR-HND AC 5"],
  },
  {
    code: "alaskaair",
    displayName: "Alaska Airlines (Mileage Plan)",
    kind: "Airline",
    unit: "miles",
    statuses: ["MVP", "MVP Gold", "MVP Gold 75K", "MVP Gold 100K"],
    typicalBalance: 47_900,
    columns: ["Date", "Activity", "Miles", "Bonus", "Elite-qualifying miles"],
    activities: ["SEA-ANC AS 83", "SEA-HNL AS 845", "Alaska Visa purchases", "PDX-SFO AS 1313"],
  },
  {
    code: "marriott",
    displayName: "Marriott Bonvoy",
    kind: "Hotel",
    unit: "points",
    statuses: ["Silver Elite", "Gold Elite", "Platinum Elite", "Titanium Elite", "Ambassador Elite"],
    typicalBalance: 212_000,
    columns: ["Posting date", "Description", "Points", "Bonus points", "Property"],
    activities: [
      "Stay: JW Marriott Marquis Miami",
      "Stay: Sheraton Grand Chicago",
      "Bonvoy Boundless purchases",
      "Stay: The Ritz-Carlton, Toronto",
    ],
  },
  {
    code: "hhonors",
    displayName: "Hilton Honors",
    kind: "Hotel",
    unit: "points",
    statuses: ["Silver", "Gold", "Diamond"],
    typicalBalance: 318_000,
    columns: ["Date", "Activity", "Points", "Bonus", "Hotel"],
    activities: [
      "Stay: Conrad New York Downtown",
      "Stay: Hilton London Metropole",
      "Points purchase",
      "Stay: Waldorf Astoria Chicago",
    ],
  },
  {
    code: "goldpassport",
    displayName: "World of Hyatt",
    kind: "Hotel",
    unit: "points",
    statuses: ["Discoverist", "Explorist", "Globalist"],
    typicalBalance: 73_400,
    columns: ["Date", "Description", "Base points", "Bonus points", "Hotel"],
    activities: [
      "Stay: Park Hyatt Tokyo",
      "Stay: Hyatt Regency Chicago",
      "Chase transfer",
      "Stay: Andaz London Liverpool Street",
    ],
  },
  {
    code: "ichotelsgroup",
    displayName: "IHG One Rewards",
    kind: "Hotel",
    unit: "points",
    statuses: ["Silver Elite", "Gold Elite", "Platinum Elite", "Diamond Elite"],
    typicalBalance: 142_000,
    columns: ["Date", "Description", "Points", "Bonus", "Hotel"],
    activities: [
      "Stay: InterContinental Boston",
      "Stay: Kimpton Hotel Monaco Seattle",
      "IHG Premier card",
      "Stay: Holiday Inn Express Denver",
    ],
  },
  {
    code: "chase",
    displayName: "Chase Ultimate Rewards",
    kind: "Credit Card",
    unit: "points",
    statuses: [],
    typicalBalance: 96_800,
    columns: ["Transaction date", "Description", "Points", null, "Category"],
    cards: ["Sapphire Reserve (…4421)", "Freedom Unlimited (…9013)"],
    activities: [
      "Dining: Joe's Stone Crab",
      "Travel: Uber",
      "Groceries: Whole Foods",
      "Transfer to World of Hyatt",
    ],
  },
  {
    code: "amex",
    displayName: "American Express Membership Rewards",
    kind: "Credit Card",
    unit: "points",
    statuses: [],
    typicalBalance: 151_000,
    columns: ["Date", "Description", "Points", "Bonus", "Card"],
    cards: ["Platinum Card (…1008)", "Gold Card (…2003)"],
    activities: [
      "Flights: Delta Air Lines",
      "Restaurants: Nobu",
      "Supermarkets: Trader Joe's",
      "Transfer to British Airways",
    ],
  },
  {
    code: "citybank",
    displayName: "Citi ThankYou Rewards",
    kind: "Credit Card",
    unit: "points",
    statuses: [],
    typicalBalance: 58_600,
    columns: ["Date", "Description", "Points", null, "Category"],
    cards: ["Strata Premier (…7730)"],
    activities: ["Gas: Shell", "Hotels: Hilton", "Dining: Shake Shack", "Transfer to Flying Blue"],
  },
  {
    code: "hertz",
    displayName: "Hertz Gold Plus Rewards",
    kind: "Car Rental",
    unit: "points",
    statuses: ["Gold", "Five Star", "President's Circle"],
    typicalBalance: 4_350,
    columns: ["Date", "Rental", "Points", null, "Location"],
    activities: ["Rental: LAX", "Rental: MCO", "Rental: DEN", "Rental: BOS"],
  },
];

export const programByCode = (code: string) =>
  PROGRAMS.find((p) => p.code === code) ?? (PROGRAMS[0] as ProgramSeed);
