// The providers whose emails the simulated service knows (GET providers/list) and
// how a sender domain, an airline code or a brand name maps to one. Real airlines,
// hotel chains, car rental companies, rail and bus operators, with their loyalty
// programs' statement properties and history columns (spec 3 "Email provider list item").
export type ProviderKind = "airline" | "hotel" | "car" | "rail" | "bus" | "agency";

export interface EmailProvider {
  code: string;
  displayName: string;
  shortName: string;
  kind: ProviderKind;
  /** Sender domains (subdomains match too: email.delta.com). */
  domains: string[];
  /** IATA airline code, for flights. */
  iata?: string;
  /** Words that identify the brand in a hotel, car company or operator name. */
  brands?: string[];
  languages: string[];
  formats: number;
  /** Loyalty program statements parsed from this provider's emails. */
  program?: string;
}

const p = (
  code: string,
  displayName: string,
  shortName: string,
  kind: ProviderKind,
  domains: string[],
  extra: Partial<EmailProvider> & { languages?: string[]; formats?: number } = {},
): EmailProvider => ({
  code,
  displayName,
  shortName,
  kind,
  domains,
  languages: extra.languages ?? ["en"],
  formats: extra.formats ?? 6,
  ...extra,
});

export const EMAIL_PROVIDERS: EmailProvider[] = [
  p("delta", "Delta Air Lines (SkyMiles)", "Delta", "airline", ["delta.com"], {
    iata: "DL",
    program: "SkyMiles",
    formats: 24,
    languages: ["en", "es", "fr", "ja", "pt"],
  }),
  p("united", "United Airlines (MileagePlus)", "United", "airline", ["united.com"], {
    iata: "UA",
    program: "MileagePlus",
    formats: 21,
    languages: ["en", "es", "zh"],
  }),
  p("aa", "American Airlines (AAdvantage)", "American", "airline", ["aa.com", "info.email.aa.com"], {
    iata: "AA",
    program: "AAdvantage",
    formats: 19,
    languages: ["en", "es"],
  }),
  p("alaskaair", "Alaska Airlines (Mileage Plan)", "Alaska", "airline", ["alaskaair.com"], {
    iata: "AS",
    program: "Mileage Plan",
    formats: 9,
  }),
  p("jetblue", "JetBlue (TrueBlue)", "JetBlue", "airline", ["jetblue.com"], {
    iata: "B6",
    program: "TrueBlue",
    formats: 8,
  }),
  p("aircanada", "Air Canada (Aeroplan)", "Air Canada", "airline", ["aircanada.ca", "aircanada.com"], {
    iata: "AC",
    program: "Aeroplan",
    formats: 12,
    languages: ["en", "fr"],
  }),
  p(
    "lufthansa",
    "Lufthansa (Miles & More)",
    "Lufthansa",
    "airline",
    ["lufthansa.com", "miles-and-more.com"],
    { iata: "LH", program: "Miles & More", formats: 17, languages: ["en", "de", "fr", "it", "es"] },
  ),
  p(
    "british",
    "British Airways (The British Airways Club)",
    "British Airways",
    "airline",
    ["ba.com", "britishairways.com"],
    { iata: "BA", program: "The British Airways Club", formats: 15 },
  ),
  p(
    "airfrance",
    "Air France (Flying Blue)",
    "Air France",
    "airline",
    ["airfrance.fr", "airfrance.com", "flyingblue.com"],
    { iata: "AF", program: "Flying Blue", formats: 14, languages: ["en", "fr", "nl"] },
  ),
  p("klm", "KLM (Flying Blue)", "KLM", "airline", ["klm.com"], {
    iata: "KL",
    program: "Flying Blue",
    formats: 11,
    languages: ["en", "nl", "fr"],
  }),
  p("swiss", "SWISS (Miles & More)", "SWISS", "airline", ["swiss.com"], {
    iata: "LX",
    program: "Miles & More",
    formats: 7,
    languages: ["en", "de", "fr", "it"],
  }),
  p("iberia", "Iberia (Iberia Club)", "Iberia", "airline", ["iberia.com"], {
    iata: "IB",
    program: "Iberia Club",
    formats: 8,
    languages: ["en", "es"],
  }),
  p("emirates", "Emirates (Skywards)", "Emirates", "airline", ["emirates.com"], {
    iata: "EK",
    program: "Emirates Skywards",
    formats: 10,
    languages: ["en", "ar"],
  }),
  p("qatar", "Qatar Airways (Privilege Club)", "Qatar Airways", "airline", ["qatarairways.com"], {
    iata: "QR",
    program: "Privilege Club",
    formats: 8,
    languages: ["en", "ar"],
  }),
  p("singaporeair", "Singapore Airlines (KrisFlyer)", "Singapore Airlines", "airline", ["singaporeair.com"], {
    iata: "SQ",
    program: "KrisFlyer",
    formats: 9,
  }),
  p("qantas", "Qantas (Frequent Flyer)", "Qantas", "airline", ["qantas.com", "qantas.com.au"], {
    iata: "QF",
    program: "Qantas Frequent Flyer",
    formats: 10,
  }),
  p("ana", "ANA (Mileage Club)", "ANA", "airline", ["ana.co.jp"], {
    iata: "NH",
    program: "ANA Mileage Club",
    formats: 6,
    languages: ["en", "ja"],
  }),
  p(
    "southwest",
    "Southwest Airlines (Rapid Rewards)",
    "Southwest",
    "airline",
    ["southwest.com", "luv.southwest.com"],
    { iata: "WN", program: "Rapid Rewards", formats: 5 },
  ),
  p("ryanair", "Ryanair", "Ryanair", "airline", ["ryanair.com"], { iata: "FR", formats: 3 }),
  p("marriott", "Marriott Bonvoy", "Marriott", "hotel", ["marriott.com", "email-marriott.com"], {
    brands: [
      "marriott",
      "sheraton",
      "westin",
      "w hotel",
      "ritz-carlton",
      "courtyard",
      "st. regis",
      "le meridien",
      "aloft",
      "moxy",
    ],
    program: "Marriott Bonvoy",
    formats: 18,
    languages: ["en", "de", "fr", "es", "zh", "ja"],
  }),
  p("hhonors", "Hilton Honors", "Hilton", "hotel", ["hilton.com", "h1.hilton.com"], {
    brands: ["hilton", "hampton", "doubletree", "conrad", "waldorf", "embassy suites", "canopy", "curio"],
    program: "Hilton Honors",
    formats: 15,
    languages: ["en", "de", "fr", "es"],
  }),
  p("ichotelsgroup", "IHG One Rewards", "IHG", "hotel", ["ihg.com", "mc.ihg.com"], {
    brands: [
      "intercontinental",
      "holiday inn",
      "crowne plaza",
      "kimpton",
      "hotel indigo",
      "staybridge",
      "regent",
    ],
    program: "IHG One Rewards",
    formats: 11,
  }),
  p("goldpassport", "World of Hyatt", "Hyatt", "hotel", ["hyatt.com"], {
    brands: ["hyatt", "andaz", "alila", "thompson"],
    program: "World of Hyatt",
    formats: 9,
  }),
  p("accor", "ALL – Accor Live Limitless", "Accor", "hotel", ["accor.com", "all.accor.com"], {
    brands: ["novotel", "sofitel", "ibis", "pullman", "mercure", "fairmont", "raffles", "swissotel"],
    program: "ALL Accor",
    formats: 10,
    languages: ["en", "fr", "de"],
  }),
  p("wyndham", "Wyndham Rewards", "Wyndham", "hotel", ["wyndhamhotels.com"], {
    brands: ["wyndham", "ramada", "days inn", "super 8", "la quinta"],
    program: "Wyndham Rewards",
    formats: 6,
  }),
  p("hertz", "Hertz Gold Plus Rewards", "Hertz", "car", ["hertz.com", "emails.hertz.com"], {
    brands: ["hertz"],
    program: "Gold Plus Rewards",
    formats: 7,
    languages: ["en", "de", "fr"],
  }),
  p("avis", "Avis Preferred", "Avis", "car", ["avis.com"], {
    brands: ["avis"],
    program: "Avis Preferred",
    formats: 6,
  }),
  p("national", "National Emerald Club", "National", "car", ["nationalcar.com"], {
    brands: ["national car", "national"],
    program: "Emerald Club",
    formats: 4,
  }),
  p("enterprise", "Enterprise Plus", "Enterprise", "car", ["enterprise.com"], {
    brands: ["enterprise"],
    program: "Enterprise Plus",
    formats: 5,
  }),
  p("sixt", "Sixt", "Sixt", "car", ["sixt.com", "sixt.de"], {
    brands: ["sixt"],
    formats: 5,
    languages: ["en", "de"],
  }),
  p("europcar", "Europcar", "Europcar", "car", ["europcar.com"], {
    brands: ["europcar"],
    formats: 4,
    languages: ["en", "fr", "de"],
  }),
  p("amtrak", "Amtrak Guest Rewards", "Amtrak", "rail", ["amtrak.com", "emails.amtrak.com"], {
    brands: ["amtrak", "acela"],
    program: "Amtrak Guest Rewards",
    formats: 6,
  }),
  p("deutschebahn", "Deutsche Bahn (BahnBonus)", "DB", "rail", ["bahn.de", "bahn.com"], {
    brands: ["deutsche bahn", "db fernverkehr", "ice"],
    program: "BahnBonus",
    formats: 8,
    languages: ["de", "en"],
  }),
  p("sncf", "SNCF Connect", "SNCF", "rail", ["sncf-connect.com", "sncf.com"], {
    brands: ["sncf", "tgv inoui", "ouigo"],
    formats: 6,
    languages: ["fr", "en"],
  }),
  p("eurostar", "Eurostar", "Eurostar", "rail", ["eurostar.com"], {
    brands: ["eurostar"],
    formats: 4,
    languages: ["en", "fr", "nl"],
  }),
  p("trenitalia", "Trenitalia", "Trenitalia", "rail", ["trenitalia.it", "trenitalia.com"], {
    brands: ["trenitalia", "frecciarossa"],
    formats: 4,
    languages: ["it", "en"],
  }),
  p("viarail", "VIA Rail Canada", "VIA Rail", "rail", ["viarail.ca"], {
    brands: ["via rail"],
    formats: 3,
    languages: ["en", "fr"],
  }),
  p("flixbus", "FlixBus", "FlixBus", "bus", ["flixbus.com", "flixbus.de", "global.flixbus.com"], {
    brands: ["flixbus"],
    formats: 5,
    languages: ["en", "de", "fr", "it", "es"],
  }),
  p("greyhound", "Greyhound", "Greyhound", "bus", ["greyhound.com"], { brands: ["greyhound"], formats: 3 }),
  p("megabus", "Megabus", "Megabus", "bus", ["megabus.com"], { brands: ["megabus"], formats: 2 }),
  p("expedia", "Expedia", "Expedia", "agency", ["expedia.com", "expediamail.com"], {
    formats: 14,
    languages: ["en", "de", "fr", "es", "ja"],
  }),
  p("booking", "Booking.com", "Booking.com", "agency", ["booking.com"], {
    formats: 12,
    languages: ["en", "de", "fr", "es", "it", "nl"],
  }),
  p("amexgbt", "American Express Global Business Travel", "Amex GBT", "agency", ["amexgbt.com"], {
    formats: 2,
  }),
  p("flightcentre", "Flight Centre", "Flight Centre", "agency", ["flightcentre.com", "flightcentre.com.au"], {
    formats: 2,
  }),
];

/** The provider owning a sender domain (email.delta.com → delta). */
export function providerForDomain(domain: string | undefined): EmailProvider | undefined {
  if (!domain) return undefined;
  const d = domain.toLowerCase();
  return EMAIL_PROVIDERS.find((x) => x.domains.some((own) => d === own || d.endsWith(`.${own}`)));
}

export function providerForAirline(iata: string | undefined): EmailProvider | undefined {
  if (!iata) return undefined;
  const code = iata.toUpperCase();
  return EMAIL_PROVIDERS.find((x) => x.iata === code);
}

/** The provider whose brand words appear in a name ("Sheraton Grand Chicago" → marriott). */
export function providerForBrand(name: string | undefined, kinds: ProviderKind[]): EmailProvider | undefined {
  if (!name) return undefined;
  const n = ` ${name.toLowerCase()} `;
  return EMAIL_PROVIDERS.find(
    (x) => kinds.includes(x.kind) && (x.brands ?? []).some((b) => n.includes(` ${b}`) || n.includes(`${b} `)),
  );
}
