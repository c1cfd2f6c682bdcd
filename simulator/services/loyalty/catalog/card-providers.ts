// Credit card programs (kind 6). Chase and Citi expose several cards as sub-accounts.
import { cardColumns, cardProperties } from "./presets";
import { input, property, regionInput, type ProviderDef } from "./provider-types";

const card = (
  def: Omit<
    ProviderDef,
    | "kind"
    | "canCheckConfirmation"
    | "confirmationNumberFields"
    | "canCheckItinerary"
    | "canCheckPastItinerary"
    | "eliteTiers"
    | "canParseHistory"
    | "canParseFiles"
  >,
): ProviderDef => ({
  kind: 6,
  canCheckConfirmation: false,
  confirmationNumberFields: [],
  canCheckItinerary: false,
  canCheckPastItinerary: false,
  eliteTiers: [],
  canParseHistory: true,
  canParseFiles: true,
  ...def,
});

export const CARD_PROVIDERS: ProviderDef[] = [
  card({
    code: "amex",
    displayName: "American Express (Membership Rewards)",
    providerName: "American Express",
    programName: "Membership Rewards",
    login: input("login", "User ID"),
    // Required region with an empty first option (spec 2, A2: login2 "often a region drop-down").
    login2: regionInput("Country", [
      ["US", "United States"],
      ["CA", "Canada"],
      ["GB", "United Kingdom"],
      ["AU", "Australia"],
      ["MX", "Mexico"],
      ["IN", "India"],
    ]),
    password: input("password", "Password"),
    properties: [
      ...cardProperties(),
      property("ToNextReward", "Points to a $100 statement credit", 14, "neededForNextReward"),
    ],
    canCheckExpiration: 2,
    historyColumns: cardColumns("Points"),
    sim: {
      activity: "card",
      accountNumberPattern: "#####",
      rewardCost: 16667,
      currency: "USD",
      cards: [{ code: "amexgold", displayName: "American Express Gold Card", earnMultiplier: 4 }],
      transferPartners: [
        ["delta", 1],
        ["british", 1],
        ["airfrance", 1],
        ["ana", 1],
        ["hhonors", 2],
        ["marriott", 1],
      ],
    },
  }),
  card({
    code: "chase",
    displayName: "Chase (Ultimate Rewards)",
    providerName: "JPMorgan Chase",
    programName: "Ultimate Rewards",
    login: input("login", "Username"),
    password: input("password", "Password"),
    properties: cardProperties(),
    canCheckExpiration: 2,
    historyColumns: cardColumns("Points"),
    sim: {
      activity: "card",
      accountNumberPattern: "####",
      rewardCost: 10000,
      currency: "USD",
      transferPartners: [
        ["united", 1],
        ["hyatt", 1],
        ["british", 1],
        ["airfrance", 1],
        ["marriott", 1],
        ["ichotelsgroup", 1],
      ],
      cards: [
        { code: "sapphirereserve", displayName: "Chase Sapphire Reserve", earnMultiplier: 3 },
        { code: "freedomunlimited", displayName: "Chase Freedom Unlimited", earnMultiplier: 1.5 },
      ],
    },
  }),
  card({
    code: "citybank",
    displayName: "Citi (ThankYou Rewards)",
    providerName: "Citibank",
    programName: "ThankYou Rewards",
    login: input("login", "User ID"),
    password: input("password", "Password"),
    login3: input("login3", "Last 4 digits of a card (only when you have several logins)", {
      required: false,
    }),
    properties: cardProperties(),
    canCheckExpiration: 1,
    historyColumns: cardColumns("ThankYou Points"),
    sim: {
      activity: "card",
      accountNumberPattern: "####",
      expirationMonths: 12,
      rewardCost: 10000,
      currency: "USD",
      transferPartners: [
        ["aa", 1],
        ["airfrance", 1],
      ],
      cards: [
        { code: "strataprem", displayName: "Citi Strata Premier", earnMultiplier: 3 },
        { code: "doublecash", displayName: "Citi Double Cash", earnMultiplier: 2 },
      ],
    },
  }),
];
