// Airline programs (kind 1). Only programs that still exist: Virgin America Elevate (folded into
// Alaska Mileage Plan in 2018) and other defunct programs are not listed (issue 12 item 22).
import { airlineColumns, airlineProperties } from "./presets";
import { input, property, regionInput, type ProviderDef } from "./provider-types";

const confirmationFields = [
  { code: "ConfNo", title: "Record locator", required: true, defaultValue: "" },
  { code: "LastName", title: "Last name", required: true, defaultValue: "" },
];

const airline = (def: Omit<ProviderDef, "kind" | "canCheckConfirmation" | "confirmationNumberFields" | "canParseHistory" | "canParseFiles">): ProviderDef => ({
  kind: 1,
  canCheckConfirmation: true,
  confirmationNumberFields: confirmationFields,
  canParseHistory: true,
  canParseFiles: false,
  ...def,
});

export const AIRLINE_PROVIDERS: ProviderDef[] = [
  airline({
    code: "aa", displayName: "American Airlines (AAdvantage)", providerName: "American Airlines", programName: "AAdvantage",
    login: input("login", "AAdvantage # or username"),
    login2: input("login2", "Last name"),
    password: input("password", "Password"),
    properties: airlineProperties("AAdvantage #", "Loyalty Points", "Miles"),
    canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 1,
    historyColumns: airlineColumns("Loyalty Points", "Award Miles", "Bonus Miles"),
    eliteTiers: [
      { name: "AAdvantage Member", threshold: 0, segments: 0 }, { name: "Gold", threshold: 40000, segments: 0 },
      { name: "Platinum", threshold: 75000, segments: 0 }, { name: "Platinum Pro", threshold: 125000, segments: 0 },
      { name: "Executive Platinum", threshold: 200000, segments: 0 },
    ],
    sim: { activity: "airline", accountNumberPattern: "XXXXXXX", expirationMonths: 24, itinerary: "flight", airline: { name: "American Airlines", iata: "AA", icao: "AAL" }, rewardCost: 12500, currency: "USD", statusPerMile: 1.4,
      // Since 2022 every mile earned with a partner or the card is also a Loyalty Point.
      partnerStatusPerMile: 1, cobrand: { card: "Citi AAdvantage Executive Card", welcomeBonus: 70000 } },
  }),
  airline({
    code: "delta", displayName: "Delta Air Lines (SkyMiles)", providerName: "Delta Air Lines", programName: "SkyMiles",
    login: input("login", "SkyMiles # or username"),
    login2: input("login2", "Last name"),
    password: input("password", "Password"),
    properties: [...airlineProperties("SkyMiles #", "MQDs", "Miles"), property("MQDToRetain", "MQDs needed to keep status", 16, "neededToRetain")],
    canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 2,
    historyColumns: airlineColumns("MQDs"),
    eliteTiers: [
      { name: "Member", threshold: 0, segments: 0 }, { name: "Silver Medallion", threshold: 5000, segments: 0 },
      { name: "Gold Medallion", threshold: 10000, segments: 0 }, { name: "Platinum Medallion", threshold: 15000, segments: 0 },
      { name: "Diamond Medallion", threshold: 28000, segments: 0 },
    ],
    sim: { activity: "airline", accountNumberPattern: "##########", itinerary: "flight", airline: { name: "Delta Air Lines", iata: "DL", icao: "DAL" }, rewardCost: 10000, currency: "USD", statusPerMile: 0.16,
      cobrand: { card: "Delta SkyMiles Reserve Card", welcomeBonus: 60000, statusPerDollar: 0.1, yearly: { status: 2500, description: "MQD Headstart: 2,500 MQDs with the Delta SkyMiles Reserve Card" } } },
  }),
  airline({
    code: "united", displayName: "United Airlines (MileagePlus)", providerName: "United Airlines", programName: "MileagePlus",
    login: input("login", "MileagePlus # or email"),
    password: input("password", "Password"),
    properties: [
      ...airlineProperties("MileagePlus #", "PQP", "Miles"),
      property("FlightsToNext", "PQF needed for next status", 11, "nightsNeededForNextLevel"),
      property("SegmentsToRetain", "PQF needed to keep status", 17, "segmentsToRetain"),
    ],
    canCheckItinerary: true, canCheckPastItinerary: false, canCheckExpiration: 2,
    historyColumns: airlineColumns("PQP"),
    eliteTiers: [
      { name: "Member", threshold: 0, segments: 0 }, { name: "Premier Silver", threshold: 5000, segments: 15 },
      { name: "Premier Gold", threshold: 10000, segments: 30 }, { name: "Premier Platinum", threshold: 15000, segments: 45 },
      { name: "Premier 1K", threshold: 24000, segments: 60 },
    ],
    sim: { activity: "airline", accountNumberPattern: "AA######", itinerary: "flight", airline: { name: "United Airlines", iata: "UA", icao: "UAL" }, rewardCost: 10000, currency: "USD", statusPerMile: 0.16,
      cobrand: { card: "Chase United Explorer Card", welcomeBonus: 60000, statusPerDollar: 0.05 } },
  }),
  airline({
    code: "british", displayName: "British Airways (Executive Club)", providerName: "British Airways", programName: "Executive Club",
    login: input("login", "Membership number or email"),
    password: input("password", "PIN or password"),
    properties: [...airlineProperties("Membership number", "Tier Points", "Avios"), property("Household", "Household Avios", 18, "familyBalance")],
    canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 1,
    historyColumns: airlineColumns("Tier Points", "Avios", "Bonus Avios"),
    eliteTiers: [
      { name: "Blue", threshold: 0, segments: 0 }, { name: "Bronze", threshold: 300, segments: 0 },
      { name: "Silver", threshold: 600, segments: 0 }, { name: "Gold", threshold: 1500, segments: 0 },
    ],
    sim: { activity: "airline", accountNumberPattern: "########", expirationMonths: 36, itinerary: "flight", airline: { name: "British Airways", iata: "BA", icao: "BAW" }, rewardCost: 9000, currency: "GBP", statusPerMile: 0.02,
      cobrand: { card: "British Airways Visa Card", welcomeBonus: 75000 } },
  }),
  airline({
    code: "airfrance", displayName: "Air France KLM (Flying Blue)", providerName: "Air France KLM", programName: "Flying Blue",
    login: input("login", "Flying Blue number or email"),
    // Required, yet the first option is empty: clients must not submit "" (spec 2, A2 login2 region drop-down).
    login2: regionInput("Country of residence", [["FR", "France"], ["NL", "Netherlands"], ["US", "United States"], ["GB", "United Kingdom"], ["DE", "Germany"], ["JP", "Japan"]]),
    password: input("password", "Password"),
    properties: [...airlineProperties("Flying Blue number", "XP", "Miles"), property("ExpiringMiles", "Miles expiring", 6, "expiringBalance")],
    canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 1,
    historyColumns: airlineColumns("XP"),
    eliteTiers: [
      { name: "Explorer", threshold: 0, segments: 0 }, { name: "Silver", threshold: 100, segments: 0 },
      { name: "Gold", threshold: 180, segments: 0 }, { name: "Platinum", threshold: 300, segments: 0 },
    ],
    sim: { activity: "airline", accountNumberPattern: "##########", expirationMonths: 24, itinerary: "flight", airline: { name: "Air France", iata: "AF", icao: "AFR" }, rewardCost: 15000, currency: "EUR", statusPerMile: 0.006 },
  }),
  airline({
    code: "ana", displayName: "ANA (Mileage Club)", providerName: "All Nippon Airways", programName: "ANA Mileage Club",
    login: input("login", "ANA number (10 digits)"),
    password: input("password", "Web password"),
    login3: input("login3", "Date of birth (YYYYMMDD)", { required: false }),
    properties: airlineProperties("ANA number", "Premium Points", "Miles"),
    canCheckItinerary: true, canCheckPastItinerary: false, canCheckExpiration: 1,
    historyColumns: airlineColumns("Premium Points"),
    eliteTiers: [
      { name: "General", threshold: 0, segments: 0 }, { name: "Bronze", threshold: 30000, segments: 0 },
      { name: "Platinum", threshold: 50000, segments: 0 }, { name: "Diamond", threshold: 100000, segments: 0 },
    ],
    sim: { activity: "airline", accountNumberPattern: "##########", expirationMonths: 36, itinerary: "flight", airline: { name: "All Nippon Airways", iata: "NH", icao: "ANA" }, rewardCost: 15000, currency: "JPY", statusPerMile: 1.1 },
  }),
];
