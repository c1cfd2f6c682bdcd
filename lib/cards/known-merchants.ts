// Well-known US merchants and the spending category card issuers usually file them under (by the
// merchant category code the store's terminal sends: Whole Foods is a grocery store, Starbucks a
// restaurant). Used only when the card listing names no merchant or category for what the user
// typed, so a listing's own merchant bonus always wins. Banks may file a store differently (some
// leave superstores and warehouse clubs out of groceries), which the results page says.
// Values are category words the listing's names contain (lib/cards/match-spend-query.ts matches
// them as it matches a typed category).
const BY_CATEGORY: Record<string, string[]> = {
  groceries: [
    "Whole Foods",
    "Trader Joe's",
    "Kroger",
    "Safeway",
    "Publix",
    "Albertsons",
    "Wegmans",
    "H-E-B",
    "Aldi",
    "Sprouts",
    "Stop & Shop",
    "Food Lion",
    "Harris Teeter",
    "Vons",
    "Ralphs",
    "Giant Eagle",
    "Meijer",
    "Instacart",
  ],
  dining: [
    "Starbucks",
    "McDonald's",
    "Chipotle",
    "Panera",
    "Dunkin'",
    "Chick-fil-A",
    "Taco Bell",
    "Shake Shack",
    "DoorDash",
    "Grubhub",
    "Uber Eats",
    "Seamless",
    "Postmates",
  ],
  gas: [
    "Shell",
    "Chevron",
    "ExxonMobil",
    "Exxon",
    "Mobil",
    "BP",
    "Sunoco",
    "Valero",
    "Citgo",
    "Speedway",
    "Wawa",
    "Sheetz",
    "Circle K",
    "Arco",
  ],
  streaming: [
    "Netflix",
    "Spotify",
    "Hulu",
    "Disney+",
    "HBO Max",
    "YouTube Premium",
    "YouTube TV",
    "Apple Music",
    "Apple TV+",
    "Peacock",
    "Paramount+",
    "Sling",
  ],
  rideshare: ["Lyft", "Uber"],
  drugstores: ["CVS", "Walgreens", "Rite Aid", "Duane Reade"],
  airlines: [
    "Delta",
    "United Airlines",
    "American Airlines",
    "Southwest",
    "JetBlue",
    "Alaska Airlines",
    "Spirit Airlines",
    "Hawaiian Airlines",
    "Air Canada",
    "British Airways",
    "Lufthansa",
    "Air France",
    "KLM",
    "Emirates",
    "Qatar Airways",
  ],
  hotels: [
    "Marriott",
    "Hilton",
    "Hyatt",
    "IHG",
    "Holiday Inn",
    "Westin",
    "Sheraton",
    "Hampton Inn",
    "Best Western",
    "Wyndham",
    "Four Seasons",
    "Ritz-Carlton",
    "Courtyard",
  ],
  travel: ["Expedia", "Booking.com", "Airbnb", "Vrbo", "Hotels.com", "Priceline", "Kayak", "Orbitz"],
  "car rental": ["Hertz", "Avis", "Enterprise", "National Car Rental", "Budget", "Sixt", "Alamo", "Thrifty"],
  transit: ["Amtrak", "MTA", "BART", "WMATA", "Greyhound", "FlixBus"],
  "wholesale clubs": ["Costco", "Sam's Club", "BJ's"],
  "home improvement": ["Home Depot", "Lowe's", "Menards", "Ace Hardware"],
  "office supply": ["Staples", "Office Depot", "OfficeMax"],
  "department stores": ["Macy's", "Nordstrom", "Kohl's", "Bloomingdale's", "Dillard's"],
  "internet, cable": ["Verizon", "AT&T", "T-Mobile", "Comcast", "Xfinity", "Spectrum", "Cox"],
  entertainment: ["AMC", "Regal", "Cinemark", "Ticketmaster", "Live Nation", "StubHub"],
  "fitness clubs": ["Planet Fitness", "Equinox", "24 Hour Fitness", "Peloton", "LA Fitness"],
  shipping: ["FedEx", "UPS", "USPS"],
  "online shopping": ["Amazon", "eBay", "Etsy", "Wayfair"],
  "ev charging": ["Tesla Supercharger", "ChargePoint", "Electrify America", "EVgo"],
};

/** Lower case, accents, apostrophes and punctuation gone: "Trader Joe’s" → "trader joes". */
export const foldName = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    .trim();

const KNOWN = Object.entries(BY_CATEGORY).flatMap(([category, names]) =>
  names.map((name) => ({ key: foldName(name), name, category })),
);

/** The known merchant a query names ("whole foods market", "Trader Joe's") and its usual category,
 *  or null. The merchant's name starts the query (a store's longer name), or the query starts the
 *  name when it is at least 4 letters (typing in progress). */
export function knownMerchant(query: string): { name: string; category: string } | null {
  const q = foldName(query);
  if (q.length < 2) return null;
  const hit =
    KNOWN.find((m) => q === m.key) ??
    KNOWN.find((m) => q.startsWith(`${m.key} `)) ??
    (q.length >= 4 ? KNOWN.find((m) => m.key.startsWith(q)) : undefined);
  return hit ? { name: hit.name, category: hit.category } : null;
}

// Everyday words for a kind of spending ("airfare", "plane tickets") and the category words to look
// for in the listing's category names, in order: the first one the listing has wins (a listing with no
// "Airlines" bonus may still have "Travel", under which issuers file airfare). Keys are folded
// (foldName); a plural typed where the table has the singular is found too (lib/cards/match-spend-query.ts).
const SPEND_WORDS: Record<string, string[]> = {
  airfare: ["airlines", "travel"],
  "air fare": ["airlines", "travel"],
  flight: ["airlines", "travel"],
  flights: ["airlines", "travel"],
  "plane ticket": ["airlines", "travel"],
  "plane tickets": ["airlines", "travel"],
  "airline ticket": ["airlines", "travel"],
  "air travel": ["airlines", "travel"],
  airline: ["airlines", "travel"],
  flying: ["airlines", "travel"],
  hotel: ["hotels", "travel"],
  "hotel stay": ["hotels", "travel"],
  lodging: ["hotels", "travel"],
  motel: ["hotels", "travel"],
  accommodation: ["hotels", "travel"],
  gas: ["gas"],
  gasoline: ["gas"],
  petrol: ["gas"],
  fuel: ["gas"],
  "gas station": ["gas"],
  groceries: ["groceries"],
  grocery: ["groceries"],
  "grocery store": ["groceries"],
  supermarket: ["groceries"],
  grocer: ["groceries"],
  "food shopping": ["groceries"],
  dining: ["dining"],
  restaurant: ["dining"],
  "eating out": ["dining"],
  "fast food": ["dining"],
  takeout: ["dining"],
  food: ["dining"],
  "food delivery": ["dining"],
  coffee: ["dining"],
  taxi: ["rideshare", "transit"],
  cab: ["rideshare", "transit"],
  uber: ["rideshare"],
  train: ["transit", "travel"],
  subway: ["transit"],
  metro: ["transit"],
  commuting: ["transit"],
  "rental car": ["car rental", "travel"],
  "car hire": ["car rental", "travel"],
  pharmacy: ["drugstores"],
  "drug store": ["drugstores"],
  streaming: ["streaming"],
  amazon: ["online shopping"],
};

/** The listing category words a typed everyday word stands for, best first, or null. */
export function spendWordCategories(query: string): string[] | null {
  const q = foldName(query);
  const singular = q.replace(/(ies|s)$/, (m) => (m === "ies" ? "y" : ""));
  return SPEND_WORDS[q] ?? SPEND_WORDS[singular] ?? null;
}
