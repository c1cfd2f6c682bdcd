// Distinct results per service, built from the simulator's own bodies (lib/test/simulator-bodies.ts)
// with fresh request ids, and the rows the app would have recorded before sending those requests
// (a user, a search, an account, an email, a mailbox), so the receiver's guard accepts them. Each
// result says what the database must show once it is stored (its final state, rows it brings).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { emailBodies, flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";
import {
  emailStatusCode as statusCode,
  hasResults,
  hotelStateCode,
} from "@/lib/service-requests/service-states";

export type Service = "flights" | "hotels" | "loyalty" | "email" | "mailboxes";
export const ALL_SERVICES: Service[] = ["flights", "hotels", "loyalty", "email", "mailboxes"];

/** What one distinct result must leave in the database. */
export interface Expected {
  requestId: string;
  state: number; // ServiceRequest.state once stored
  stateText?: string; // hotels and email speak strings
  rows: number; // domain rows at least (routes, hotels, history rows); 0 = none expected
  maxRows?: number; // and at most (more = written twice)
  calendar?: boolean; // flights: a separate calendar callback was delivered
  checkDate?: string; // loyalty: the account shows this result
  balance?: number;
}

/** One body to deliver (delivered several times by the scenarios). */
export interface Body {
  service: Service;
  path: string; // app/api/callbacks/<path>
  credentials: string; // whose Basic auth
  json: Record<string, unknown>;
}

export interface Batch {
  service: Service;
  expected: Expected[];
  bodies: Body[];
}

type Json = Record<string, unknown>;
const clone = <T>(v: T): T => structuredClone(v);
let templates:
  { flights: Json[]; calendars: Json[]; hotels: Json[]; loyalty: Json[]; email: Json[] } | undefined;

export async function loadTemplates() {
  if (templates) return templates;
  const flights = (await flightBodies()) as Json[];
  const loyalty = (await loyaltyBodies()) as Json[];
  templates = {
    flights: flights.filter((b) => !("calendar" in b)),
    calendars: flights.filter((b) => "calendar" in b),
    hotels: (await hotelBodies()) as Json[],
    loyalty: loyalty.filter((b) => !("method" in b)),
    email: (await emailBodies()) as Json[],
  };
  return templates;
}

const id = () => randomUUID();

async function createUser(db: pg.Pool, tag: string): Promise<string> {
  const userId = id();
  await db.query(`INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, 'x', now())`, [
    userId,
    `faults-${tag}-${userId}@example.test`,
  ]);
  return userId;
}

/** One award search with one sent request per id (what the search page records before sending). */
async function recordSearch(
  db: pg.Pool,
  service: "flights" | "hotels",
  requestIds: string[],
  owner?: string,
): Promise<void> {
  const userId = owner ?? (await createUser(db, service));
  const searchId = id();
  await db.query(
    `INSERT INTO "AwardSearch" (id, "userId", service, params, summary) VALUES ($1, $2, $3, '{}', 'fault injection')`,
    [searchId, userId, service],
  );
  const srIds = requestIds.map(() => id());
  await db.query(
    `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt")
     SELECT s, $2, r, 'sent', $3, $4, $5, now() FROM unnest($1::text[], $6::text[]) AS t(s, r)`,
    [srIds, service, userId, service === "flights" ? "flight-search" : "hotel-search", searchId, requestIds],
  );
  const part =
    service === "flights"
      ? { singleDate: { state: 0, message: "" }, calendar: { state: 0, message: "" } }
      : { main: { state: 0, message: "" } };
  await db.query(
    `INSERT INTO "AwardRequest" (id, "searchId", "providerCode", "serviceRequestId", parts, "updatedAt")
     SELECT gen_random_uuid()::text, $1, $2, s, $3::jsonb, now() FROM unnest($4::text[]) AS s`,
    [searchId, service === "flights" ? "united" : "hyatt", JSON.stringify(part), srIds],
  );
}

/** Flights: main results (every state the simulator sends), and for every `calendarEvery`-th one
 *  the separate price-calendar callback too (spec 1 Events), under the same request id. A given
 *  `userId` owns the search (a signed-in user whose page must see the result), else a new user. */
export async function flightBatch(
  db: pg.Pool,
  n: number,
  opts: { calendarEvery?: number; userId?: string } = {},
): Promise<Batch> {
  const t = await loadTemplates();
  const expected: Expected[] = [];
  const bodies: Body[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = id();
    const main: Json = { ...clone(t.flights[i % t.flights.length]!), requestId };
    const state = main.state as number;
    const routes = (main.routes as unknown[] | undefined)?.length ?? 0;
    // Only on successes: a calendar body carries its own state, which would then be the last one stored.
    const withCalendar = opts.calendarEvery !== undefined && i % opts.calendarEvery === 0 && state === 1;
    expected.push({
      requestId,
      state,
      rows: hasResults(state) ? routes : 0,
      maxRows: routes,
      calendar: withCalendar,
    });
    if (withCalendar)
      bodies.push({
        service: "flights",
        path: "flights",
        credentials: "flights",
        json: { ...clone(t.calendars[i % t.calendars.length]!), requestId },
      });
    bodies.push({ service: "flights", path: "flights", credentials: "flights", json: main });
  }
  await recordSearch(
    db,
    "flights",
    expected.map((e) => e.requestId),
    opts.userId,
  );
  return { service: "flights", expected, bodies };
}

export async function hotelBatch(db: pg.Pool, n: number): Promise<Batch> {
  const t = await loadTemplates();
  const expected: Expected[] = [];
  const bodies: Body[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = id();
    const json: Json = { ...clone(t.hotels[i % t.hotels.length]!), requestId };
    const hotels = (json.hotels as unknown[] | undefined)?.length ?? 0;
    const state = hotelStateCode(json.state as string);
    expected.push({
      requestId,
      state,
      stateText: json.state as string,
      rows: hasResults(state) && hotels ? 1 : 0,
      maxRows: hotels,
    });
    bodies.push({ service: "hotels", path: "hotels", credentials: "hotels", json });
  }
  await recordSearch(
    db,
    "hotels",
    expected.map((e) => e.requestId),
  );
  return { service: "hotels", expected, bodies };
}

/** Loyalty: one linked account per result, checked in packages of up to 20 (spec 2 package callback). */
export async function loyaltyBatch(
  db: pg.Pool,
  n: number,
  opts: { perPackage?: number; checkDate?: string } = {},
): Promise<Batch> {
  const t = await loadTemplates();
  const userId = await createUser(db, "loyalty");
  const expected: Expected[] = [];
  const results: Json[] = [];
  const accountIds: string[] = [];
  const checkDate = opts.checkDate ?? new Date().toISOString();
  for (let i = 0; i < n; i++) {
    const requestId = id();
    const json: Json = { ...clone(t.loyalty[i % t.loyalty.length]!), requestId, checkDate };
    const rows = hasResults(json.state as number)
      ? ((json.history as { rows?: unknown[] } | undefined)?.rows?.length ?? 0)
      : 0;
    expected.push({
      requestId,
      state: json.state as number,
      rows,
      checkDate,
      balance: typeof json.balance === "number" ? json.balance : undefined,
    });
    results.push(json);
    accountIds.push(id());
  }
  await db.query(
    `INSERT INTO "LoyaltyAccount" (id, "userId", service, "providerCode", login, "passwordSealed", "updatedAt")
     SELECT a, $2, 'loyalty', 'aa', 'member-' || a, 'not-a-real-secret', now() FROM unnest($1::text[]) AS a`,
    [accountIds, userId],
  );
  await db.query(
    `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt")
     SELECT gen_random_uuid()::text, 'loyalty', r, 'sent', $3, 'loyalty-check', a, now() FROM unnest($1::text[], $2::text[]) AS t(r, a)`,
    [expected.map((e) => e.requestId), accountIds, userId],
  );
  const per = opts.perPackage ?? 10;
  const bodies: Body[] = [];
  for (let i = 0; i < results.length; i += per) {
    bodies.push({
      service: "loyalty",
      path: "loyalty",
      credentials: "loyalty",
      json: { method: "account", response: results.slice(i, i + per) },
    });
  }
  return { service: "loyalty", expected, bodies };
}

/** Email results for emails the user handed in (one EmailMessage and one sent request each). */
export async function emailBatch(db: pg.Pool, n: number): Promise<Batch> {
  const t = await loadTemplates();
  const userId = await createUser(db, "email");
  const expected: Expected[] = [];
  const bodies: Body[] = [];
  const emailIds: string[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = id();
    const json: Json = { ...clone(t.email[i % t.email.length]!), requestId, userData: "faults" };
    expected.push({
      requestId,
      state: statusCode(json.status as string),
      stateText: json.status as string,
      rows: 0,
    });
    bodies.push({ service: "email", path: "email", credentials: "email", json });
    emailIds.push(id());
  }
  await db.query(
    `INSERT INTO "EmailMessage" (id, "userId", origin, region, "sizeBytes", status, "updatedAt")
     SELECT e, $2, 'upload', 'us', 1000, 'sent', now() FROM unnest($1::text[]) AS e`,
    [emailIds, userId],
  );
  await db.query(
    `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt")
     SELECT gen_random_uuid()::text, 'email', r, 'sent', $3, 'email-parse', e, now() FROM unnest($1::text[], $2::text[]) AS t(r, e)`,
    [expected.map((e) => e.requestId), emailIds, userId],
  );
  return { service: "email", expected, bodies };
}

/** Results from one connected mailbox: nobody asked for them by id; the mailbox's userData tag and
 *  metadata.mailboxId attribute them (the receiver's `admit` records the request rows). */
export async function mailboxBatch(db: pg.Pool, n: number): Promise<Batch & { mailboxId: string }> {
  const t = await loadTemplates();
  const userId = await createUser(db, "mailbox");
  const mailboxId = id();
  const serviceMailboxId = 1_000_000 + Math.floor(Math.random() * 8_000_000);
  const ownerTag = `faults-${randomUUID()}`;
  await db.query(
    `INSERT INTO "Mailbox" (id, "userId", "serviceMailboxId", "ownerTag", login, type, region, state, "updatedAt")
     VALUES ($1, $2, $3, $4, 'traveler@example.org', 'imap', 'us', 'scanning', now())`,
    [mailboxId, userId, String(serviceMailboxId), ownerTag],
  );
  const expected: Expected[] = [];
  const bodies: Body[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = id();
    const base = clone(t.email[i % t.email.length]!);
    // As the simulator's mailbox notifier sends a result (mailbox-notifier.ts `result`).
    const json: Json = {
      ...base,
      requestId,
      metadata: { ...(base.metadata as Json), mailboxId: serviceMailboxId },
      userData: ownerTag,
    };
    delete (json as { email?: unknown }).email;
    expected.push({
      requestId,
      state: statusCode(json.status as string),
      stateText: json.status as string,
      rows: 0,
    });
    bodies.push({ service: "mailboxes", path: "mailboxes", credentials: "email", json });
  }
  return { service: "mailboxes", expected, bodies, mailboxId };
}

export async function batchFor(db: pg.Pool, service: Service, n: number): Promise<Batch> {
  if (service === "flights") return flightBatch(db, n, { calendarEvery: 5 });
  if (service === "hotels") return hotelBatch(db, n);
  if (service === "loyalty") return loyaltyBatch(db, n);
  if (service === "email") return emailBatch(db, n);
  return mailboxBatch(db, n);
}
