// Which bank currency transfers to which Milepost program, at what ratio, in what steps and how fast.
//
// Every row names the page it was read from and the day it was read (`read`). Figures come from public
// pages only (stored copies read through the project's page search; this machine has no internet),
// never from memory. Only programs Milepost can price or value are listed (lib/transfers/program-codes.ts);
// the banks have other partners too.
//
// Where two pages disagree the more recent one wins and the row's `note` says so. A page's own date
// (`published`) is what "more recent" compares; several sources are stored copies of The Points Guy
// articles on other hosts (the URL is the copy that was read, the title says whose article it is).
//
// Fields a page does not state stay null: `increment`/`minimum` null means the page gives none (the
// covering rules then transfer the exact number needed, and the screen says the step is not published);
// `time` null means no typical time was published.
//
// RE-CHECK (dated step, do it at least every three months and whenever a bank announces a change):
//   1. For each bank below, open its transfer page or a transfer-times article dated after `read`.
//   2. Change the rows that differ; set `read` to the day you read it, `published` to the page's date.
//   3. A pair a bank has ended goes to WITHDRAWN (with the page and the day), its row removed.
//   4. A row whose page is OLD_SOURCE_YEARS or more older than `read` tells the user its month and to
//      check before transferring (Citi's, from a 2017 page): replace it as soon as a newer page gives it.
//   5. Run `npx vitest run lib/transfers` (every row sourced and dated, ratios positive, no duplicates).
// Last full pass: 2026-11-27.
export type TransferSource = { url: string; title: string; published: string | null };

export type TransferPartner = {
  bank: string; // program code of the bank currency
  program: string; // program code it transfers to
  /** `from` bank points give `to` program points (Hilton 1:2 → from 1, to 2). */
  ratio: { from: number; to: number };
  increment: number | null;
  minimum: number | null;
  time: string | null;
  source: TransferSource;
  read: string; // YYYY-MM-DD
  note?: string;
};

const READ = "2026-11-27";

const TPG_CHASE_PARTNERS: TransferSource = {
  url: "https://offroadingblog.com/?p=65663",
  title:
    "The Points Guy, Chase Ultimate Rewards transfer partners guide (stored copy): all ratios 1:1, 1,000-point increments; instant except KrisFlyer and Marriott, up to two business days",
  published: null,
};
const OMAAT_CHASE_TIMES: TransferSource = {
  url: "https://onemileatatime.com/guides/chase-ultimate-rewards-points-transfer-times/",
  title:
    "One Mile at a Time, Chase Ultimate Rewards points transfer times (June 2023 edition): 11 airline and 3 hotel partners, 1000 : 1000",
  published: "2023-06",
};
const TPG_AMEX_TIMES: TransferSource = {
  url: "https://offroadingblog.com/how-lengthy-do-american-categorical-membership-rewards-factors-take-to-switch",
  title:
    "The Points Guy, How long do American Express Membership Rewards points take to transfer? (stored copy dated 2024-10-08): ratio and time per partner",
  published: "2024-10-08",
};
const MODERNMILES_DELTA: TransferSource = {
  url: "https://modernmiles.com/what-points-transfer-to-delta-skymiles/",
  title:
    "Modern Miles, What points transfer to Delta SkyMiles: Amex 1:1 instant, 1,000-point increments, minimum 1,000, excise fee 0.06¢ a point up to $99",
  published: null,
};
const CARDCRITICS_CAPONE: TransferSource = {
  url: "https://cardcritics.com/credit-cards/card-issuer/capital-one/capital-one-transfer-partners",
  title: "CardCritics, Capital One transfer partners: ratio and minimum transfer (1,000 miles) per partner",
  published: null,
};
const TPG_CAPONE_2021: TransferSource = {
  url: "http://www.RevoGaming.net/index-529.html",
  title:
    "The Points Guy, Capital One adds 6 more airlines to its 1:1 transfer tier (stored copy, 2021-10-07): Aeroplan, Flying Blue, British Airways, Emirates, KrisFlyer, Turkish at 1:1; only Accor and EVA below",
  published: "2021-10-07",
};
const TPG_CAPONE_TIMES: TransferSource = {
  url: "https://thepointsguy.com/guide/capital-one-transfer-times/",
  title: "The Points Guy, How long do Capital One miles take to transfer? (2019-11-03): time per partner",
  published: "2019-11-03",
};
const OMAAT_CAPONE_2022: TransferSource = {
  url: "https://onemileatatime.com/guides/capital-one-mileage-transfer-times/",
  title: "One Mile at a Time, Capital One mileage transfer times (May 2022): 15 airline and 3 hotel partners",
  published: "2022-05",
};
const TPG_WELLS_TIMES: TransferSource = {
  url: "https://thepointsguy.com/credit-cards/wells-fargo-rewards-transfer-times",
  title:
    "The Points Guy, How long do Wells Fargo Rewards points take to transfer? (2024-08-14): ratio and time per partner",
  published: "2024-08-14",
};
const TPG_WELLS_PROGRAM: TransferSource = {
  url: "https://thepointsguy.com/guide/wells-fargo-rewards-program",
  title:
    "The Points Guy, Wells Fargo Rewards program: how to earn, redeem and transfer points (Virgin Atlantic Flying Club added in September 2024)",
  published: null,
};

const MILECARDS_CITI_2017: TransferSource = {
  url: "https://milecards.com/1588439071/citi-thankyou-points/",
  title:
    "Milecards, Citi ThankYou Points cheat sheet (2017-12-19): ratio and transfer time per partner (Flying Blue 1000:1000 instant; Qantas, KrisFlyer, Turkish, Virgin Atlantic 1000:1000, 1-2 days)",
  published: "2017-12-19",
};
const POT_TURKISH_2023: TransferSource = {
  url: "https://princeoftravel.com/points-programs/turkish-airlines-miles-smiles/",
  title:
    "Prince of Travel, The essential guide to Turkish Airlines Miles&Smiles (last updated 2023-07-11): US programs incl. Citi ThankYou convert at 1 point = 1 mile",
  published: "2023-07-11",
};
const ATH_FLYINGBLUE: TransferSource = {
  url: "https://awardtravelhub.com/?p=5063",
  title:
    "Award Travel Hub, Air France–KLM Flying Blue transfer partners: seven U.S. programs incl. Citi ThankYou, all at 1:1",
  published: null,
};
const HFK_HOTEL_TRANSFERS: TransferSource = {
  url: "https://hotelsforkings.com/blog/transfer-points-airlines-hotels-how-guide",
  title:
    "Hotels for Kings, transferring points to airlines and hotels: Citi ThankYou to Choice Hotels 1:2 and Wyndham 1:1",
  published: null,
};
const TPG_AMEX_EMIRATES_2025: TransferSource = {
  url: "https://thepointsguy.com/news/amex-membership-rewards-devalues-emirates-skywards-transfers",
  title:
    "The Points Guy, American Express Membership Rewards devalues Emirates Skywards point transfers (2025-07-01): Amex 1:1 → 5:4 from Sept. 16, 2025; Citi 1,000:800 from July 27, 2025",
  published: "2025-07-01",
};
const TPG_CAPONE_EMIRATES_2025: TransferSource = {
  url: "https://thepointsguy.com/news/capital-one-devalues-emirates-skywards/",
  title:
    "The Points Guy, Capital One devalues Emirates Skywards transfers (2025-12-03): 1,000 miles → 750 Skywards miles from Jan. 13, 2026; Chase dropped Emirates",
  published: "2025-12-03",
};
/** Pairs a bank has ended, with the page that says so: kept so a re-check does not add them back from an older page. */
export const WITHDRAWN: readonly { bank: string; program: string; since: string; source: string }[] = [
  { bank: "chase", program: "skywards", since: "2025-10-16", source: "https://onemileatatime.com/?p=347362" },
];

const chase = (program: string, time: string, note?: string): TransferPartner => ({
  bank: "chase",
  program,
  ratio: { from: 1, to: 1 },
  increment: 1000,
  minimum: 1000,
  time,
  source: TPG_CHASE_PARTNERS,
  read: READ,
  ...(note ? { note } : {}),
});
const amex = (program: string, to: number, time: string, note?: string): TransferPartner => ({
  bank: "amex",
  program,
  ratio: { from: 1, to },
  increment: null,
  minimum: null,
  time,
  source: TPG_AMEX_TIMES,
  read: READ,
  ...(note ? { note } : {}),
});

export const TRANSFER_PARTNERS: readonly TransferPartner[] = [
  // Chase Ultimate Rewards. The partner list is confirmed by OMAAT (2023); TPG's 2025-07-23 transfer-times
  // article (thepointsguy.com/2015/08/ultimate-rewards-transfer-times) agrees: 13 of 14 instant, never over two days.
  chase("united", "instant"),
  chase("aeroplan", "instant"),
  chase("airfrance", "instant"),
  chase("british", "instant"),
  // Emirates Skywards left Chase on 2025-10-16 (WITHDRAWN below the sources; TPG 2025-12-03 agrees): no row.
  chase("virginatlantic", "instant"),
  chase(
    "krisflyer",
    "up to 2 business days",
    "OMAAT (2023) said instant to about a day; TPG's copy is kept (more recent).",
  ),
  chase("hyatt", "instant"),
  chase("ichotelsgroup", "instant", "TPG's 2018 table said 30 minutes; the newer guide says instant."),
  chase("marriott", "up to 2 business days"),
  // American Express Membership Rewards.
  amex("aeroplan", 1, "instant"),
  amex("airfrance", 1, "instant"),
  amex("ana", 1, "48 hours", "OMAAT (May 2023) said 2 to 3 days; TPG's 2024 table is kept (more recent)."),
  amex("british", 1, "instant"),
  {
    bank: "amex",
    program: "delta",
    ratio: { from: 1, to: 1 },
    increment: 1000,
    minimum: 1000,
    time: "instant",
    source: MODERNMILES_DELTA,
    read: READ,
    note: "Amex charges an excise offset of 0.06¢ a point (at most $99) on transfers to Delta. TPG's 2024 table agrees on 1:1, instant.",
  },
  {
    bank: "amex",
    program: "skywards",
    ratio: { from: 5, to: 4 },
    increment: null,
    minimum: null,
    time: "instant",
    source: TPG_AMEX_EMIRATES_2025,
    read: READ,
    note: "5:4 since 2025-09-16 (was 1:1 in TPG's 2024 table); time from that 2024 table.",
  },
  amex("qantas", 1, "instant"),
  amex(
    "krisflyer",
    1,
    "instant",
    "TPG's 2021 table said less than 24 hours; its 2024 table says instant (kept).",
  ),
  amex("virginatlantic", 1, "instant"),
  amex("hhonors", 2, "instant"),
  amex("marriott", 1, "instant"),
  // Capital One Miles.
  {
    bank: "capitalone",
    program: "aeroplan",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: 1000,
    time: "instant",
    source: CARDCRITICS_CAPONE,
    read: READ,
    note: `Time from ${TPG_CAPONE_TIMES.url} (2019).`,
  },
  {
    bank: "capitalone",
    program: "airfrance",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: 1000,
    time: "instant",
    source: CARDCRITICS_CAPONE,
    read: READ,
    note: `Time from ${TPG_CAPONE_TIMES.url} (2019).`,
  },
  {
    bank: "capitalone",
    program: "british",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: 1000,
    time: null,
    source: CARDCRITICS_CAPONE,
    read: READ,
  },
  {
    bank: "capitalone",
    program: "skywards",
    ratio: { from: 4, to: 3 },
    increment: null,
    minimum: 1000,
    time: "instant",
    source: TPG_CAPONE_EMIRATES_2025,
    read: READ,
    note: `4:3 since 2026-01-13 (CardCritics' undated 1:1 is older); minimum from ${CARDCRITICS_CAPONE.url}; time from ${TPG_CAPONE_TIMES.url} (2019).`,
  },
  {
    bank: "capitalone",
    program: "krisflyer",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "about 36 hours",
    source: TPG_CAPONE_2021,
    read: READ,
    note: `Time from ${TPG_CAPONE_TIMES.url} (2019).`,
  },
  {
    bank: "capitalone",
    program: "milesandsmiles",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: null,
    source: TPG_CAPONE_2021,
    read: READ,
  },
  {
    bank: "capitalone",
    program: "qantas",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "about 24 hours",
    source: OMAAT_CAPONE_2022,
    read: READ,
    note: `Partner in OMAAT's 2022 list; 1:1 because TPG (2021-10-07, ${TPG_CAPONE_2021.url}) names only Accor and EVA below 1:1; time from TPG (2019).`,
  },
  // Citi ThankYou Points. The only stored page with a ratio AND a time per partner is Milecards' of
  // 2017-12-19 — old, so these rows carry that date and the screen says to check before transferring
  // (isOldSource). Newer pages confirm the ratio where noted; no stored page gave Citi's American
  // AAdvantage ratio, so AAdvantage is not listed.
  {
    bank: "citybank",
    program: "airfrance",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "instant",
    source: MILECARDS_CITI_2017,
    read: READ,
    note: `1:1 confirmed by ${ATH_FLYINGBLUE.url} (undated, lists 2025 programs).`,
  },
  {
    bank: "citybank",
    program: "qantas",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "1–2 days",
    source: MILECARDS_CITI_2017,
    read: READ,
  },
  {
    bank: "citybank",
    program: "krisflyer",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "1–2 days",
    source: MILECARDS_CITI_2017,
    read: READ,
  },
  {
    bank: "citybank",
    program: "milesandsmiles",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "1–2 days",
    source: MILECARDS_CITI_2017,
    read: READ,
    note: `1:1 confirmed by ${POT_TURKISH_2023.url} (2023-07-11).`,
  },
  {
    bank: "citybank",
    program: "virginatlantic",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "1–2 days",
    source: MILECARDS_CITI_2017,
    read: READ,
  },
  {
    bank: "citybank",
    program: "skywards",
    ratio: { from: 5, to: 4 },
    increment: null,
    minimum: null,
    time: null,
    source: TPG_AMEX_EMIRATES_2025,
    read: READ,
    note: "1,000:800 since 2025-07-27 (was 1:1).",
  },
  {
    bank: "citybank",
    program: "choice",
    ratio: { from: 1, to: 2 },
    increment: null,
    minimum: null,
    time: null,
    source: HFK_HOTEL_TRANSFERS,
    read: READ,
  },
  {
    bank: "citybank",
    program: "wyndham",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: null,
    source: HFK_HOTEL_TRANSFERS,
    read: READ,
  },
  // Wells Fargo Rewards.
  {
    bank: "wellsfargo",
    program: "airfrance",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "within minutes",
    source: TPG_WELLS_TIMES,
    read: READ,
  },
  {
    bank: "wellsfargo",
    program: "british",
    ratio: { from: 1, to: 1 },
    increment: null,
    minimum: null,
    time: "within minutes",
    source: TPG_WELLS_TIMES,
    read: READ,
  },
  {
    bank: "wellsfargo",
    program: "choice",
    ratio: { from: 1, to: 2 },
    increment: null,
    minimum: null,
    time: "within minutes",
    source: TPG_WELLS_TIMES,
    read: READ,
  },
];

/**
 * The nine banks of the card service and what their currency does. `transfers: false` says, with a
 * source, that the bank has no airline or hotel transfer partners.
 */
export type BankCurrency = {
  code: string;
  bank: string;
  transfers: boolean;
  why: string;
  source: TransferSource;
  read: string;
};

export const BANK_CURRENCIES: readonly BankCurrency[] = [
  {
    code: "chase",
    bank: "Chase",
    transfers: true,
    why: "Transfers to airline and hotel partners.",
    source: OMAAT_CHASE_TIMES,
    read: READ,
  },
  {
    code: "amex",
    bank: "American Express",
    transfers: true,
    why: "Transfers to airline and hotel partners.",
    source: TPG_AMEX_TIMES,
    read: READ,
  },
  {
    code: "citybank",
    bank: "Citi",
    transfers: true,
    why: "Transfers to airline and hotel partners. Most ratios and times come from a page of December 2017 (the newest stored one that gives them): check them on Citi's site before transferring. American AAdvantage is a Citi partner but no stored page gave its ratio, so it is not listed.",
    source: {
      url: "https://thepointsguy.com/loyalty-programs/ultimate-guide-citi-thankyou-rewards/",
      title: "The Points Guy, The complete guide to Citi ThankYou Rewards (2025-08-11)",
      published: "2025-08-11",
    },
    read: READ,
  },
  {
    code: "capitalone",
    bank: "Capital One",
    transfers: true,
    why: "Transfers to airline and hotel partners.",
    source: CARDCRITICS_CAPONE,
    read: READ,
  },
  {
    code: "wellsfargo",
    bank: "Wells Fargo",
    transfers: true,
    why: "Transfers to airline and hotel partners since April 2024 (Autograph cards). Virgin Atlantic joined in September 2024; its ratio is not in the stored page, so it is not listed.",
    source: TPG_WELLS_PROGRAM,
    read: READ,
  },
  {
    code: "usbank",
    bank: "U.S. Bank",
    transfers: false,
    why: "Altitude points have no transfer partners; U.S. Bank said partners were “coming soon” but none had launched.",
    source: {
      url: "https://frequentmiler.com/?p=283268",
      title:
        "Frequent Miler, on the U.S. Bank Altitude Reserve changes of December 2025 (transfer partners promised, not launched)",
      published: null,
    },
    read: READ,
  },
  {
    code: "bankofamerica",
    bank: "Bank of America",
    transfers: false,
    why: "Bank of America points do not transfer to airline or hotel programs.",
    source: {
      url: "https://allaboutfinance.org/bank-of-america-faq/are-bank-of-america-points-transferable",
      title: "Understanding Bank of America Points: Are They Transferable?",
      published: null,
    },
    read: READ,
  },
  {
    code: "barclays",
    bank: "Barclays",
    transfers: false,
    why: "Not in any list of transferable bank currencies read (Amex, Bilt, Capital One, Chase, Citi, Wells Fargo, Brex).",
    source: {
      url: "https://10xtravel.com/transfer-times-credit-card-rewards-program/",
      title:
        "10xTravel, transfer times of every credit card rewards program that transfers to travel partners",
      published: null,
    },
    read: READ,
  },
  {
    code: "discover",
    bank: "Discover",
    transfers: false,
    why: "Not in any list of transferable bank currencies read (Amex, Bilt, Capital One, Chase, Citi, Wells Fargo, Brex).",
    source: {
      url: "https://10xtravel.com/transfer-times-credit-card-rewards-program/",
      title:
        "10xTravel, transfer times of every credit card rewards program that transfers to travel partners",
      published: null,
    },
    read: READ,
  },
];

export function bankCurrency(code: string): BankCurrency | undefined {
  return BANK_CURRENCIES.find((b) => b.code === code);
}

export function partnersOf(bank: string): TransferPartner[] {
  return TRANSFER_PARTNERS.filter((p) => p.bank === bank);
}

/** A source published this many years before it was read is old: the screen says to check it first. */
export const OLD_SOURCE_YEARS = 3;

/** The month an old row's page was published ("Dec 2017"), or null when the page is recent or undated. */
export function oldSourceMonth(row: Pick<TransferPartner, "source" | "read">): string | null {
  const published = row.source.published;
  if (!published) return null;
  const [y, m] = published.split("-").map(Number);
  const [ry, rm] = row.read.split("-").map(Number);
  if (!y || !ry || (ry - y) * 12 + ((rm ?? 1) - (m ?? 1)) < OLD_SOURCE_YEARS * 12) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, (m ?? 1) - 1, 1)),
  );
}

export function formatRatio(r: { from: number; to: number }): string {
  return `${r.from}:${r.to}`;
}
