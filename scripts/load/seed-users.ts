// The load run's users (issue 39 item 2), written straight into PostgreSQL with set-based SQL
// (INSERT … SELECT over generate_series, one statement per table) so a large user takes seconds:
// going through the services would take hours of simulated checks and parses.
//   small — the demo user as `npm start` seeds it (its linked accounts checked, searches, wallet and
//           sample emails: waitForDemoData), plus a small business (SMALL_BUSINESS: the demo has none);
//   large — 200 linked loyalty accounts with 5 years of weekly history, 5,000 itineraries (the
//           timeline bench's generated trips, bench/timeline-data.ts), 2,000 parsed emails, 300 past
//           searches, and a business of 1,000 people sharing 10,000 accounts.
// Rows are shaped as the app writes them (the columns the pages read are filled); what the services
// would add beyond that (raw email bodies, per-result award documents) is not there.
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type pg from "pg";
import { generateItineraries } from "../../bench/timeline-data";
import { summarizeItinerary } from "../../lib/itineraries/summarize-itinerary";

export interface LoadUser {
  email: string;
  password: string;
  id: string;
}

export interface LargeSize {
  accounts: number;
  historyYears: number;
  emails: number;
  itineraries: number;
  searches: number;
  people: number;
  businessAccounts: number;
}

export const LARGE: LargeSize = {
  accounts: 200,
  historyYears: 5,
  emails: 2_000,
  itineraries: 5_000,
  searches: 300,
  people: 1_000,
  businessAccounts: 10_000,
};

/** The demo user's business: a small team whose people and accounts fill one page of Business (50
 *  people, lib/business/list-people.ts) and of Team balances (100 rows, lib/business/balances-view.ts)
 *  and a little more, as the large one's do: the two users' pages then draw as many rows and differ
 *  only in what grows with the business (1,000 people and 10,000 accounts behind the page). With 5
 *  people and 20 accounts the small pages drew 20 rows against 100: the comparison measured the page. */
export const SMALL_BUSINESS = { people: 60, accounts: 120 };

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString("hex")}`;

/** A user who can sign in with `password` (bcrypt, as sign-up stores it), with email settings. */
export async function createUser(
  db: pg.Client,
  email: string,
  password: string,
  name: string,
): Promise<LoadUser> {
  const id = newId("lu");
  await db.query(
    `INSERT INTO "User" (id, email, name, "passwordHash", "updatedAt") VALUES ($1, $2, $3, $4, now())`,
    [id, email, name, await bcrypt.hash(password, 4)],
  );
  await db.query(
    `INSERT INTO "EmailSettings" ("userId", "forwardingToken", "travelerNames", "updatedAt") VALUES ($1, $2, $3, now())`,
    [id, `load${randomBytes(8).toString("hex")}`, [name]],
  );
  return { id, email, password };
}

/** A business connection with `people` members and `accounts` accounts spread over them. */
export async function seedBusiness(
  db: pg.Client,
  userId: string,
  people: number,
  accounts: number,
): Promise<void> {
  const connectionId = newId("lbc");
  await db.query(
    `INSERT INTO "BusinessConnection" (id, "userId", "apiKeySealed", "apiKeyLast4", "lastSyncAt", "updatedAt") VALUES ($1, $2, 'load-not-a-sealed-key', 'LOAD', now(), now())`,
    [connectionId, userId],
  );
  await db.query(
    `INSERT INTO "BusinessPerson" (id, "userId", "connectionId", kind, "remoteId", "fullName", email, status, "accessLevel", "connectionType", "accountsAccessLevel", level, "accountsSharedByDefault", "updatedAt")
     SELECT $1 || g, $2, $3, CASE WHEN g % 10 = 0 THEN 'member' ELSE 'connected' END, g, 'Traveler ' || g, 'traveler' || g || '@example.test', 'Active',
            'Regular', CASE WHEN g % 10 = 0 THEN NULL ELSE 'Connected' END, 'Full control', 3, true, now()
     FROM generate_series(1, $4::int) g`,
    [`${connectionId}p`, userId, connectionId, people],
  );
  const programs = [
    ["united", "United MileagePlus"],
    ["delta", "Delta SkyMiles"],
    ["aa", "American AAdvantage"],
    ["marriott", "Marriott Bonvoy"],
    ["hilton", "Hilton Honors"],
    ["hyatt", "World of Hyatt"],
  ];
  await db.query(
    `INSERT INTO "BusinessAccount" (id, "userId", "connectionId", "personId", "remoteId", "indexChangeDate", code, "displayName", kind, login, "balanceText", "balanceRaw",
                                    "lastChangeDate", "lastRetrieveDate", "expirationDate", owner, properties, "fetchedAt", "updatedAt")
     SELECT $1 || g, $2, $3, $4 || (1 + g % $5::int), g, now(), ($7::text[])[1 + g % cardinality($7::text[])], ($8::text[])[1 + g % cardinality($8::text[])], 'Airline',
            'member' || g, to_char((g * 7919) % 250000, 'FM999,999'), (g * 7919) % 250000,
            now() - (g % 400) * interval '1 day', now() - (g % 30) * interval '1 day', CASE WHEN g % 5 = 0 THEN now() + (g % 700) * interval '1 day' END,
            'Traveler ' || (1 + g % $5::int), '[]'::jsonb, now(), now()
     FROM generate_series(1, $6::int) g`,
    [
      `${connectionId}a`,
      userId,
      connectionId,
      `${connectionId}p`,
      people,
      accounts,
      programs.map((p) => p[0]),
      programs.map((p) => p[1]),
    ],
  );
}

/** Fills `userId` to the large size: accounts with history, itineraries, emails, searches, a business. */
export async function seedLargeUser(db: pg.Client, userId: string, size: LargeSize = LARGE): Promise<void> {
  const { rows: catalog } = await db.query<{ code: string }>(
    `SELECT code FROM "ProviderCatalog" WHERE service = 'loyalty' AND active ORDER BY code`,
  );
  const codes = catalog.length ? catalog.map((c) => c.code) : ["united"];
  const prefix = newId("lla");
  // Linked accounts, each checked with a balance; the login tells them apart within a program.
  await db.query(
    `INSERT INTO "LoyaltyAccount" (id, "userId", "providerCode", login, "passwordSealed", state, balance, "previousBalance", "expirationDate", "eliteLevel", "lastCheckDate", "updatedAt")
     SELECT $1 || g, $2, ($3::text[])[1 + g % cardinality($3::text[])], 'member' || g, 'load-not-sealed', 1, (g * 7919) % 300000, (g * 7919) % 300000 - 500,
            CASE WHEN g % 4 = 0 THEN current_date + (g % 500) END, g % 3, now() - (g % 20) * interval '1 hour', now()
     FROM generate_series(1, $4::int) g`,
    [prefix, userId, codes, size.accounts],
  );
  // A history row a week per account for the years asked (200 × 5 × 52 ≈ 52,000 rows).
  await db.query(
    `INSERT INTO "LoyaltyHistoryRow" ("accountId", "subAccountCode", "postingDate", position, "rowKey", miles, fields)
     SELECT $1 || a, '', current_date - w * 7, w, md5(a || ':' || w), CASE WHEN w % 3 = 0 THEN -2500 ELSE 500 + (w * 37) % 4000 END,
            jsonb_build_array(jsonb_build_object('name', 'Date', 'value', to_char(current_date - w * 7, 'YYYY-MM-DD')),
                              jsonb_build_object('name', 'Description', 'value', CASE WHEN w % 3 = 0 THEN 'Award redemption' ELSE 'Flight activity' END),
                              jsonb_build_object('name', 'Miles', 'value', (CASE WHEN w % 3 = 0 THEN -2500 ELSE 500 + (w * 37) % 4000 END)::text))
     FROM generate_series(1, $3::int) a, generate_series(0, $2::int - 1) w`,
    [prefix, size.historyYears * 52, size.accounts],
  );
  await seedItineraries(db, userId, size.itineraries);
  // Parsed emails, newest first over the years, each with one successful parse.
  const mail = newId("lem");
  await db.query(
    `INSERT INTO "EmailMessage" (id, "userId", origin, region, subject, sender, "sentAt", "sizeBytes", status, "createdAt", "updatedAt")
     SELECT $1 || g, $2, 'forward', 'us', 'Your trip confirmation ' || g, 'Heldout Air <trips@example.test>', now() - g * interval '22 hours', 20000 + g % 5000, 'sent',
            now() - g * interval '22 hours', now() FROM generate_series(1, $3::int) g`,
    [mail, userId, size.emails],
  );
  await db.query(
    `INSERT INTO "EmailParse" (id, "emailId", "userId", "requestId", status, "providerCode", "parsingMethod", counts, "resultAt", "updatedAt")
     SELECT $1 || g || 'p', $1 || g, $2, $1 || g || 'r', 'success', 'united', 'auto', '{"flight": 1}'::jsonb, now() - g * interval '22 hours', now()
     FROM generate_series(1, $3::int) g`,
    [mail, userId, size.emails],
  );
  // Past searches: flights and hotels alternating.
  await db.query(
    `INSERT INTO "AwardSearch" (id, "userId", service, params, summary, "createdAt")
     SELECT $1 || g, $2, CASE WHEN g % 2 = 0 THEN 'flights' ELSE 'hotels' END,
            CASE WHEN g % 2 = 0 THEN jsonb_build_object('programs', jsonb_build_array('united'), 'from', 'SFO', 'to', 'FRA', 'date', to_char(current_date + 30 + g % 200, 'YYYY-MM-DD'), 'cabins', jsonb_build_array('economy'), 'adults', 1, 'currency', 'USD', 'calendar', false)
                 ELSE jsonb_build_object('programs', jsonb_build_array('hyatt'), 'destination', 'Paris', 'checkIn', to_char(current_date + 30 + g % 200, 'YYYY-MM-DD'), 'checkOut', to_char(current_date + 33 + g % 200, 'YYYY-MM-DD'), 'adults', 1, 'rooms', 1) END,
            CASE WHEN g % 2 = 0 THEN 'SFO → FRA · ' ELSE 'Paris · ' END || to_char(current_date + 30 + g % 200, 'YYYY-MM-DD') || ' · 1 program',
            now() - g * interval '6 hours'
     FROM generate_series(1, $3::int) g`,
    [newId("las"), userId, size.searches],
  );
  await seedBusiness(db, userId, size.people, size.businessAccounts);
  await db.query(`ANALYZE`);
}

/** The timeline bench's generated itineraries, starting `historyYears` back, summarized as the app stores them. */
async function seedItineraries(db: pg.Client, userId: string, n: number): Promise<void> {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear() - 5, now.getUTCMonth(), 1);
  const rows = generateItineraries(n, start).map((r, i) => {
    const s = summarizeItinerary(r.data);
    return { ...s, source: r.source, sourceKey: `load:${i}`, past: (s.endAt ?? now) < now, data: r.data };
  });
  await db.query(
    `INSERT INTO "Itinerary" (id, "userId", source, "sourceKey", type, "confirmationNumber", title, "startAt", "endAt", "startLocal", "endLocal", "startPlace", "endPlace", cancelled, past, data, "updatedAt")
     SELECT $1 || n, $2, r->>'source', r->>'sourceKey', r->>'type', r->>'confirmationNumber', r->>'title', (r->>'startAt')::timestamptz, (r->>'endAt')::timestamptz,
            r->>'startLocal', r->>'endLocal', r->>'startPlace', r->>'endPlace', coalesce((r->>'cancelled')::boolean, false), (r->>'past')::boolean, r->'data', now()
     FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(r, n)`,
    [newId("lit"), userId, JSON.stringify(rows)],
  );
}

// The demo's first-run steps (lib/demo/demo-steps.ts), recorded once each has run.
const DEMO_STEP_COUNT = 3;

/** Waits until the worker's first-run demo seeding is done and its accounts are checked: the small
 *  user is then the demo as `npm start` shows it (a page of the small user compared with an empty
 *  page measured nothing). Returns what the demo holds. */
export async function waitForDemoData(
  db: pg.Client,
  userId: string,
  timeoutMs: number,
): Promise<{ accounts: number; emails: number; searches: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{
      steps: number;
      accounts: number;
      unchecked: number;
      emails: number;
      searches: number;
    }>(
      `SELECT (SELECT count(*) FROM "DemoSeedStep" WHERE "userId" = $1)::int AS steps,
              (SELECT count(*) FROM "LoyaltyAccount" WHERE "userId" = $1)::int AS accounts,
              (SELECT count(*) FROM "LoyaltyAccount" WHERE "userId" = $1 AND "lastCheckDate" IS NULL)::int AS unchecked,
              (SELECT count(*) FROM "EmailMessage" WHERE "userId" = $1)::int AS emails,
              (SELECT count(*) FROM "AwardSearch" WHERE "userId" = $1)::int AS searches`,
      [userId],
    );
    const r = rows[0]!;
    if (r.steps >= DEMO_STEP_COUNT && r.accounts > 0 && r.unchecked === 0) return r;
    if (Date.now() > deadline)
      throw new Error(
        `the demo data was not seeded within ${timeoutMs / 1000} s (${r.steps} of ${DEMO_STEP_COUNT} steps, ${r.accounts} accounts of which ${r.unchecked} not checked yet)`,
      );
    await new Promise((res) => setTimeout(res, 1000));
  }
}
