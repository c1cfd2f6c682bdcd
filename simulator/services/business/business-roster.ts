// The simulated business and its people: who is a member (added by the business, no login) and who
// is a connected user (own login, chose an access level), and which accounts each shares. Every
// errorCode 0–11 appears once at least. A large generated roster serves the bench.
import { PROGRAMS } from "./business-catalog";

export interface RosterAccount {
  accountId: number;
  program: string;
  errorCode: number;
  /** Owner when not the person (spec 2 B1 "may be a family member"). */
  owner?: string;
}
export interface RosterPerson {
  kind: "member" | "connected";
  id: number;
  fullName: string;
  email?: string;
  /** Connected users: 0–3 as chosen at the invite; members are the business's own (full control). */
  level: number;
  pending?: boolean;
  status?: string;
  sharedByDefault?: boolean;
  accounts: RosterAccount[];
}

export const BUSINESS_NAME = "Harbor & Pine Travel Co.";

let nextId = 40101;
const acct = (program: string, errorCode = 1, owner?: string): RosterAccount => ({
  accountId: nextId++,
  program,
  errorCode,
  owner,
});
const member = (
  id: number,
  fullName: string,
  email: string | undefined,
  accounts: RosterAccount[],
): RosterPerson => ({ kind: "member", id, fullName, email, level: 3, accounts });
const connected = (
  id: number,
  fullName: string,
  email: string,
  level: number,
  accounts: RosterAccount[],
  extra: Partial<RosterPerson> = {},
): RosterPerson => ({
  kind: "connected",
  id,
  fullName,
  email,
  level,
  status: "Plus",
  sharedByDefault: true,
  accounts,
  ...extra,
});

export const DEFAULT_ROSTER: RosterPerson[] = [
  member(1001, "Elena Marchetti", "elena.marchetti@harborpine.example", [
    acct("aa"),
    acct("marriott", 1, "Lucia Marchetti"),
    acct("chase"),
  ]),
  member(1002, "Daniel Okafor", "daniel.okafor@harborpine.example", [
    acct("delta"),
    acct("hhonors", 9),
    acct("amex"),
  ]),
  member(1003, "Sofia Lindqvist", "sofia.lindqvist@harborpine.example", [
    acct("british"),
    acct("goldpassport", 0),
  ]),
  member(1004, "Marcus Chen", undefined, [acct("mileageplus", 7), acct("ichotelsgroup")]),
  member(1005, "Aiko Tanaka", "aiko.tanaka@harborpine.example", [acct("alaskaair"), acct("hertz")]),
  connected(2001, "James Whitfield", "james.whitfield@example.com", 3, [
    acct("aa"),
    acct("hhonors"),
    acct("amex"),
    acct("aeroplan", 2),
  ]),
  connected(2002, "Priya Natarajan", "priya.natarajan@example.com", 2, [
    acct("delta"),
    acct("marriott", 3),
    acct("citybank"),
  ]),
  connected(2003, "Lucas Moreau", "lucas.moreau@example.fr", 1, [acct("british", 4), acct("goldpassport")], {
    status: "Free",
  }),
  connected(
    2004,
    "Hannah Becker",
    "hannah.becker@example.de",
    0,
    [acct("mileageplus"), acct("ichotelsgroup", 5)],
    { sharedByDefault: false },
  ),
  connected(2005, "Mateo Alvarez", "mateo.alvarez@example.com", 2, [
    acct("alaskaair", 6),
    acct("chase", 8),
    acct("marriott", 10),
    acct("hertz", 11),
  ]),
  connected(2006, "Grace O'Neill", "grace.oneill@example.ie", 2, [], { pending: true, status: "Free" }),
  connected(2007, "Omar Haddad", "omar.haddad@example.com", 1, [], {
    pending: true,
    status: "Free",
    sharedByDefault: false,
  }),
];

const FIRST = [
  "Ava",
  "Noah",
  "Mia",
  "Liam",
  "Zoe",
  "Ethan",
  "Lena",
  "Ravi",
  "Nina",
  "Kofi",
  "Yuki",
  "Tomas",
  "Ines",
  "Arjun",
  "Clara",
  "Felix",
];
const LAST = [
  "Fischer",
  "Kowalski",
  "Silva",
  "Nguyen",
  "Dubois",
  "Rossi",
  "Haas",
  "Mensah",
  "Sato",
  "Novak",
  "Costa",
  "Iyer",
  "Berg",
  "Walsh",
  "Moreno",
  "Keller",
];

/** A large business for the bench: `people` people (half members), `accountsEach` accounts each, ids from 100000. */
export function generatedRoster(people: number, accountsEach: number): RosterPerson[] {
  let id = 100_000;
  return Array.from({ length: people }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
    const accounts = Array.from({ length: accountsEach }, (_, k) => ({
      accountId: id++,
      program: PROGRAMS[(i + k) % PROGRAMS.length]!.code,
      errorCode: 1,
    }));
    return i % 2 === 0
      ? { kind: "member" as const, id: 10_000 + i, fullName: name, level: 3, accounts }
      : {
          kind: "connected" as const,
          id: 20_000 + i,
          fullName: name,
          email: `traveller${i + 1}@example.com`,
          level: 2,
          status: "Plus",
          sharedByDefault: true,
          accounts,
        };
  });
}

/** Names of travellers who accept invites in the simulator (n-th consent → n-th name, cycling). */
export const NEW_TRAVELLERS = [
  "Isabel Ferreira",
  "Kwame Boateng",
  "Freya Johansson",
  "Rahul Mehta",
  "Chloé Laurent",
  "Samuel Goldberg",
  "Mei Lin Wong",
  "Patrick Byrne",
];
/** Programs a new traveller holds (consent offers them one by one with granular sharing). */
export const NEW_TRAVELLER_PROGRAMS = [
  ["delta", "marriott", "amex"],
  ["aa", "hhonors", "chase"],
  ["british", "goldpassport"],
  ["mileageplus", "ichotelsgroup", "citybank"],
];
