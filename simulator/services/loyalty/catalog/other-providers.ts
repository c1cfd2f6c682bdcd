// Car rental (3), train (4), dining (8) and cruise (10) programs.
import { carColumns, simpleColumns } from "./presets";
import { input, property, regionInput, type EliteTier, type ProviderDef, type PropertySpec } from "./provider-types";

const tiers = (...entries: Array<[string, number]>): EliteTier[] => entries.map(([name, threshold]) => ({ name, threshold, segments: threshold }));

const rentalProperties = (numberName: string): PropertySpec[] => [
  property("Number", numberName, 1, "accountNumber"),
  property("Name", "Name", 12, "holderName"),
  property("Status", "Status", 3, "eliteStatus"),
  property("NextLevel", "Next status", 9, "nextEliteLevel"),
  property("RentalsToNext", "Rentals needed for next status", 11, "nightsNeededForNextLevel"),
  property("ToNextReward", "Points to next reward", 14, "neededForNextReward"),
  property("LastActivity", "Last rental", 13, "lastActivity"),
];

const carConfirmation = [{ code: "ConfNo", title: "Confirmation number", required: true, defaultValue: "" }, { code: "LastName", title: "Last name", required: true, defaultValue: "" }];

export const OTHER_PROVIDERS: ProviderDef[] = [
  {
    kind: 3, code: "hertz", displayName: "Hertz (Gold Plus Rewards)", providerName: "Hertz", programName: "Gold Plus Rewards",
    login: input("login", "Member # or username"),
    // Required region drop-down that comes with a default (the empty option still exists).
    login2: regionInput("Country", [["US", "United States"], ["CA", "Canada"], ["GB", "United Kingdom"], ["DE", "Germany"], ["AU", "Australia"]], "US"),
    password: input("password", "Password"),
    properties: rentalProperties("Member #"),
    canCheckConfirmation: true, confirmationNumberFields: carConfirmation, canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 1,
    historyColumns: carColumns(), eliteTiers: tiers(["Gold", 0], ["Five Star", 10], ["President's Circle", 20]),
    canParseHistory: true, canParseFiles: false,
    sim: { activity: "car", accountNumberPattern: "########", expirationMonths: 18, itinerary: "car", rentalCompany: "Hertz", rewardCost: 750, currency: "USD" },
  },
  {
    kind: 3, code: "avis", displayName: "Avis Preferred", providerName: "Avis Budget Group", programName: "Avis Preferred",
    login: input("login", "Wizard number or email"),
    password: input("password", "Password"),
    properties: rentalProperties("Wizard number"),
    canCheckConfirmation: true, confirmationNumberFields: carConfirmation, canCheckItinerary: true, canCheckPastItinerary: false, canCheckExpiration: 1,
    historyColumns: carColumns(), eliteTiers: tiers(["Preferred", 0], ["Preferred Plus", 12], ["President's Club", 25]),
    canParseHistory: true, canParseFiles: false,
    sim: { activity: "car", accountNumberPattern: "AAXXXX", expirationMonths: 12, itinerary: "car", rentalCompany: "Avis", rewardCost: 700, currency: "USD" },
  },
  {
    kind: 3, code: "nationalcar", displayName: "National (Emerald Club)", providerName: "National Car Rental", programName: "Emerald Club",
    login: input("login", "Member # or username"),
    password: input("password", "Password"),
    properties: rentalProperties("Member #"),
    canCheckConfirmation: false, confirmationNumberFields: [], canCheckItinerary: true, canCheckPastItinerary: true, canCheckExpiration: 0,
    historyColumns: carColumns(), eliteTiers: tiers(["Emerald Club", 0], ["Executive", 12], ["Executive Elite", 25]),
    canParseHistory: true, canParseFiles: false,
    sim: { activity: "car", accountNumberPattern: "#########", itinerary: "car", rentalCompany: "National", rewardCost: 7, currency: "USD" },
  },
  {
    kind: 4, code: "amtrak", displayName: "Amtrak Guest Rewards", providerName: "Amtrak", programName: "Amtrak Guest Rewards",
    login: input("login", "Member # or email"),
    password: input("password", "Password"),
    properties: [
      property("Number", "Member #", 1, "accountNumber"), property("Name", "Name", 12, "holderName"), property("Status", "Status", 3, "eliteStatus"),
      property("TQP", "Tier Qualifying Points", 19, "statusPoints"), property("NextLevel", "Next status", 9, "nextEliteLevel"),
      property("ToNext", "Points to next status", 10, "neededForNextLevel"), property("LastActivity", "Last activity", 13, "lastActivity"),
    ],
    canCheckConfirmation: true, confirmationNumberFields: [{ code: "ConfNo", title: "Reservation number", required: true, defaultValue: "" }],
    canCheckItinerary: true, canCheckPastItinerary: false, canCheckExpiration: 1,
    historyColumns: simpleColumns("Points"), eliteTiers: tiers(["Member", 0], ["Select", 3500], ["Select Plus", 7500], ["Select Executive", 15000]),
    canParseHistory: true, canParseFiles: false,
    sim: { activity: "rail", accountNumberPattern: "#########", expirationMonths: 36, itinerary: "train", rewardCost: 4000, currency: "USD" },
  },
  {
    kind: 8, code: "opentable", displayName: "OpenTable Dining Points", providerName: "OpenTable", programName: "OpenTable Dining Points",
    login: input("login", "Email"),
    password: input("password", "Password"),
    properties: [property("Name", "Name", 12, "holderName"), property("MemberSince", "Diner since", 5, "memberSince"), property("ToNextReward", "Points to next reward", 14, "neededForNextReward"), property("LastActivity", "Last reservation", 13, "lastActivity")],
    canCheckConfirmation: false, confirmationNumberFields: [], canCheckItinerary: false, canCheckPastItinerary: false, canCheckExpiration: 2,
    historyColumns: simpleColumns("Points"), eliteTiers: [], canParseHistory: true, canParseFiles: false,
    sim: { activity: "dining", accountNumberPattern: "########", rewardCost: 2000, currency: "USD" },
  },
  {
    kind: 10, code: "royalcaribbean", displayName: "Royal Caribbean (Crown & Anchor Society)", providerName: "Royal Caribbean International", programName: "Crown & Anchor Society",
    login: input("login", "Email"),
    password: input("password", "Password"),
    login3: input("login3", "Crown & Anchor number", { required: false }),
    properties: [
      property("Number", "Crown & Anchor #", 1, "accountNumber"), property("Name", "Name", 12, "holderName"), property("Tier", "Tier", 3, "eliteStatus"),
      property("NextLevel", "Next tier", 9, "nextEliteLevel"), property("ToNext", "Cruise points to next tier", 10, "neededForNextLevel"),
    ],
    // No history and no itineraries: the cruise shape is not part of spec 3.
    canCheckConfirmation: false, confirmationNumberFields: [], canCheckItinerary: false, canCheckPastItinerary: false, canCheckExpiration: 2,
    historyColumns: [], eliteTiers: tiers(["Gold", 0], ["Platinum", 30], ["Emerald", 55], ["Diamond", 80], ["Diamond Plus", 175], ["Pinnacle Club", 700]),
    canParseHistory: false, canParseFiles: false,
    sim: { activity: "cruise", accountNumberPattern: "#########", rewardCost: 0, currency: "USD" },
  },
];
