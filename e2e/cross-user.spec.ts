// Cross-user matrix (issue 18): every page and API route under app/ is read from the file tree, so a
// new route cannot be forgotten. Each one with a dynamic segment or owner data must have an entry
// below saying how to get the first user's object; the test fails for a route without one. A second
// signed-in user and a signed-out visitor then get 404/401/403 or a redirect to sign-in, on every
// method the route exports, and the first user's object is still there afterwards.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request as newRequest, test } from "@playwright/test";
import { withDb } from "./fixtures/seed";
import { signUp } from "./fixtures/sign-up";
import { throughLib, userIdOf } from "./fixtures/through-lib";

const APP = path.resolve("app");

/** Every page and route handler: its URL pattern (route groups dropped) and exported methods. */
function routeTree(dir = APP, at = ""): { pattern: string; kind: "page" | "api"; methods: string[] }[] {
  const out: { pattern: string; kind: "page" | "api"; methods: string[] }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const seg = /^\(.*\)$/.test(entry.name) || entry.name.startsWith("_") ? "" : `/${entry.name}`;
      out.push(...routeTree(full, at + seg));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      out.push({ pattern: at || "/", kind: "page", methods: ["GET"] });
    } else if (/^route\.(ts|js)$/.test(entry.name)) {
      const src = fs.readFileSync(full, "utf8");
      const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) =>
        new RegExp(
          `export\\s+(const|async function|function)\\s+${m}\\b|export\\s+const\\s+\\{[^}]*\\b${m}\\b`,
        ).test(src),
      );
      out.push({ pattern: at, kind: "api", methods });
    }
  }
  return out;
}

type Owned = { demoEmail: string };
/** How to obtain one of the first user's objects for each route family: returns the id to put in
 *  the dynamic segment. `null` = open on purpose (say why). Add your route here when the test says so. */
const FAMILIES: Record<string, ((o: Owned) => Promise<string>) | { open: string }> = {
  "/api/credentials/[id]": (o) => seedAccount(o),
  "/inbox/[id]": (o) => seedEmail(o),
  "/api/inbox/emails/[id]": (o) => seedEmail(o),
  "/api/inbox/itineraries/[id]": (o) => seedItinerary(o),
  "/api/mailboxes/[id]/disconnect": (o) => seedMailbox(o),
  "/api/timeline/trips/[key]": (o) => seedTrip(o),
  "/business/accounts/[id]": async (o) => (await seedBusiness(o)).accountId,
  "/business/people/[id]": async (o) => (await seedBusiness(o)).personId,
  // The secret token in the address is the credential (no session): the owner has a feed, and a
  // well-formed token that is not the owner's gets the same 404 as no token at all, with or without
  // a session (the route never falls back to the signed-in user).
  "/api/calendar/[token]": (o) => seedFeed(o),
  "/accounts/[id]": (o) => seedAccount(o),
  "/api/accounts/[id]": (o) => seedAccount(o),
  "/api/accounts/[id]/answer": (o) => seedAccount(o),
  "/api/accounts/[id]/check": (o) => seedAccount(o),
  "/api/accounts/[id]/history": (o) => seedAccount(o),
  "/api/accounts/[id]/series": (o) => seedAccount(o),
  "/api/flights/searches/[id]": async (o) => (await seedFlightSearch(o)).searchId,
  // Leg 1 of the owner's search (a later segment is filled with 1). The empty body is refused before
  // any lookup; a stranger's valid day gets the 404 of no such search (lib/flights/move-flight-leg.test.ts).
  "/api/flights/searches/[id]/legs/[leg]": async (o) => (await seedFlightSearch(o)).searchId,
  "/api/hotels/searches/[id]": async (o) => (await seedHotelSearch(o)).searchId,
  "/api/flights/requests/[id]/answer": async (o) => (await seedFlightSearch(o)).awardRequestId,
  "/api/flights/requests/[id]/retry": async (o) => (await seedFlightSearch(o)).awardRequestId,
  "/api/hotels/requests/[id]/answer": async (o) => (await seedHotelSearch(o)).awardRequestId,
  "/api/hotels/requests/[id]/retry": async (o) => (await seedHotelSearch(o)).awardRequestId,
  "/api/hotels/results/[id]/preview": async (o) => (await seedHotelSearch(o)).hotelResultId,
  "/api/requests/[id]": async (o) => (await seedFlightSearch(o)).serviceRequestId,
  "/accounts/link/[code]": { open: "a loyalty program code from the shared catalog, not owner data" },
  "/cards/[cardId]": { open: "a card from the shared card catalog, not owner data" },
  "/api/auth/[...nextauth]": { open: "Auth.js itself" },
  "/api/manual-balances/[id]": (o) => seedManualBalance(o),
  "/api/watches/[id]": (o) => seedWatch(o),
  "/api/watches/[id]/run": (o) => seedWatch(o),
  // RFC 8058 one-click unsubscribe: the signed token in the address is the credential (a mail client
  // posts it without a session); a token signed for another user or altered is refused
  // (e2e/watch-and-tell.spec.ts, lib/notifications unit tests).
  "/api/notifications/unsubscribe/[token]": {
    open: "the signed token is the credential; forgeries are refused (e2e/watch-and-tell.spec.ts)",
  },
  "/api/point-values/[code]": {
    open: "a program code from the shared catalog; it only writes the caller's own value (PointValuation keyed by the session's user)",
  },
};
/** Routes without a dynamic segment that are open to everyone (others must refuse signed-out visitors). */
// The business invite's return and its two outcome pages are for a traveller who may have no Milepost
// session (issue 34 item 8): the signed, single-use invite state and a signed one-hour cookie say
// which invite, never the session (lib/business/complete-invite.ts; e2e/business.spec.ts).
const OPEN_STATIC = new Set([
  "/",
  "/sign-in",
  "/sign-up",
  "/api/health",
  "/business/connect/return",
  "/business/connect/refused",
  "/business/connect/shared",
]);
/** Route handlers a browser navigates to (OAuth-style return addresses): they answer with redirects. */
const BROWSER_RETURNS = new Set(["/api/mailboxes/auth/return"]);
const isCallback = (p: string) => p.startsWith("/api/callbacks/"); // HTTP Basic per service, tested in lib/callbacks
/** Routes that exist only in a load run (LOAD_PROBE=on, scripts/load.ts): to anyone else, not there. */
const LOAD_ONLY = new Set(["/api/load-probe"]);

const DEMO = "demo@milepost.test";
const tree = routeTree();
const dynamic = tree.filter((r) => r.pattern.includes("["));

const SEEDS = "e2e/fixtures/lib-seeds.ts";

async function seedAccount(o: Owned): Promise<string> {
  const [account] = await throughLib<{ id: string }[]>(SEEDS, "seedAccounts", await userIdOf(o.demoEmail), [
    { providerCode: "aa", login: `xu-${randomBytes(6).toString("hex")}` },
  ]);
  return account!.id;
}

async function seedManualBalance(o: Owned): Promise<string> {
  const input = { programCode: "chase", balance: 1000, expirationDate: null, owner: null };
  return (
    await throughLib<{ id: string }>(
      "lib/manual-balances/save-manual-balance.ts",
      "addManualBalance",
      await userIdOf(o.demoEmail),
      input,
    )
  ).id;
}

/** Forty days ahead: a day a search may ask for and a watch may wait for. */
const searchDay = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

/** A watch on a flight search of a user of its own: a watch runs, and its finds would be the demo
 *  user's notices and emails. */
async function seedWatch(_o: Owned): Promise<string> {
  const userId = await seedOwner();
  const { watchId } = await throughLib<{ watchId: string }>(
    SEEDS,
    "seedFlightSearch",
    userId,
    searchDay(),
    true,
  );
  owners.set(watchId, userId);
  return watchId;
}

/** A flight search of a user of its own (its requests go to the simulator, its answers come back). */
async function seedFlightSearch(_o: Owned) {
  const userId = await seedOwner();
  const ids = await throughLib<{ searchId: string; awardRequestId: string; serviceRequestId: string }>(
    SEEDS,
    "seedFlightSearch",
    userId,
    searchDay(),
    false,
  );
  for (const id of [ids.searchId, ids.awardRequestId, ids.serviceRequestId]) owners.set(id, userId);
  return ids;
}

/** A hotel search of a user of its own, once a hotel with an image has arrived from the simulator. */
async function seedHotelSearch(_o: Owned) {
  const userId = await seedOwner();
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const ids = await throughLib<{ searchId: string; awardRequestId: string; hotelResultId: string }>(
    SEEDS,
    "seedHotelSearch",
    userId,
    day(40),
    day(42),
  );
  for (const id of [ids.searchId, ids.awardRequestId, ids.hotelResultId]) owners.set(id, userId);
  return ids;
}

async function seedEmail(o: Owned): Promise<string> {
  const [id] = await throughLib<string[]>(SEEDS, "seedPastedEmails", await userIdOf(o.demoEmail), [
    "Cross-user booking",
  ]);
  return id!;
}

/** A reservation that came by email, of a user of its own (the demo user's timeline is left as the
 *  other specs know it). */
const RESERVATION = {
  type: "hotelReservation",
  hotelName: "Cross-user Hotel",
  address: { city: "Lisbon", countryCode: "PT", timezoneId: "Europe/Lisbon" },
  checkInDate: "2031-03-16",
  checkOutDate: "2031-03-19",
  confirmationNumbers: [{ number: "XU-1001" }],
};

async function seedItinerary(_o: Owned): Promise<string> {
  const userId = await seedOwner();
  const [id] = await throughLib<string[]>(SEEDS, "seedEmailItineraries", userId, [RESERVATION]);
  owners.set(id!, userId);
  return id!;
}

/** A mailbox of a user of its own, connected as the IMAP form connects one (the simulator's demo
 *  host takes any password); not listening, and disconnected at the service when its owner goes. */
async function seedMailbox(_o: Owned): Promise<string> {
  const userId = await seedOwner();
  const { id } = await throughLib<{ id: string }>(
    "lib/mailboxes/connect-imap-mailbox.ts",
    "connectImapMailbox",
    userId,
    {
      address: `xu-${randomBytes(4).toString("hex")}@demo.milepost.test`,
      host: "imap.demo.milepost.test",
      port: 993,
      secure: true,
      password: "anything at all",
      startFrom: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      listen: false,
    },
  );
  owners.set(id, userId);
  return id;
}

async function seedTrip(_o: Owned): Promise<string> {
  const userId = await seedOwner();
  const key = await throughLib<string>(SEEDS, "seedNamedTrip", userId, "Cross-user trip", RESERVATION);
  owners.set(key, userId);
  return key;
}

/** A business connection, person and account for a user of its own: a connection holds a sealed
 *  API key the worker syncs with, so the demo user is not given one. */
async function seedBusiness(_o: Owned): Promise<{ personId: string; accountId: string }> {
  const userId = await seedOwner();
  const ids = await throughLib<{ personId: string; accountId: string }>(SEEDS, "seedBusiness", userId);
  owners.set(ids.personId, userId).set(ids.accountId, userId);
  return ids;
}

/** A calendar feed for a user of its own (the demo user's real feed is left alone); returns a
 *  well-formed token that is not its token. */
async function seedFeed(_o: Owned): Promise<string> {
  const userId = await seedOwner();
  const { https } = await throughLib<{ https: string }>(
    "lib/timeline/feed-address.ts",
    "getFeedAddress",
    userId,
  );
  const token = /\/api\/calendar\/([^/.]+)\.ics$/.exec(https)![1]!;
  const other = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
  owners.set(other, userId);
  return other;
}

/** A user of its own, signed up through lib/users (createUser); deleted again after its test. */
async function seedOwner(): Promise<string> {
  const { id } = await throughLib<{ id: string }>("lib/users/create-user.ts", "createUser", {
    email: `xu-owner-${randomBytes(6).toString("hex")}@example.test`,
    password: OWNER_PASSWORD,
  });
  return id;
}
const OWNER_PASSWORD = "a-long-enough-password";
/** Objects seeded for an owner of their own (not the demo user): segment → that owner's id. */
const owners = new Map<string, string>();

test("every route with a dynamic segment has an entry in the table", () => {
  const missing = dynamic.map((r) => r.pattern).filter((p) => !isCallback(p) && !(p in FAMILIES));
  expect(missing, "add these routes to FAMILIES in e2e/cross-user.spec.ts").toEqual([]);
  const stale = Object.keys(FAMILIES).filter((p) => !tree.some((r) => r.pattern === p));
  expect(stale, "entries for routes that no longer exist").toEqual([]);
});

test.describe("another user and a signed-out visitor", () => {
  let other: APIRequestContext;
  let anon: APIRequestContext;
  const figures: string[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    anon = await newRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    // The second user signs up through the real sign-up page; its session then drives the requests.
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await signUp(page, "other");
    other = await newRequest.newContext({ baseURL, storageState: await context.storageState() });
    await context.close();
  });

  test.afterAll(async () => {
    console.log(`[cross-user] ${figures.length} checks:\n${figures.join("\n")}`);
    await other?.dispose();
    await anon?.dispose();
  });

  for (const route of dynamic.filter((r) => !isCallback(r.pattern))) {
    const family = FAMILIES[route.pattern];
    if (!family || "open" in family) continue;
    test(`${route.kind} ${route.pattern}`, async () => {
      // Seeding through lib/ runs child processes, and a hotel search waits for the simulator's answer.
      test.setTimeout(150_000);
      const id = await family({ demoEmail: DEMO });
      // The owner's id in the first segment; any later one (a leg's number) is 1.
      const rest = (u: string) => u.replace(/\[[^\]]+\]/g, "1");
      const url = rest(route.pattern.replace(/\[[^\]]+\]/, encodeURIComponent(id)));
      const bogus = rest(route.pattern.replace(/\[[^\]]+\]/, "xu_no_such_object"));
      for (const method of route.methods) {
        for (const [who, ctx] of [
          ["other user", other],
          ["signed out", anon],
        ] as const) {
          const send = (u: string) =>
            ctx.fetch(u, { method, data: method === "GET" ? undefined : {}, maxRedirects: 0 });
          const [res, none] = [await send(url), await send(bogus)];
          const status = res.status();
          const redirect = res.headers()["location"] ?? "";
          figures.push(
            `${method} ${route.pattern} as ${who}: ${status}${redirect ? ` → ${redirect.replace(/\?.*/, "")}` : ""} (no such id: ${none.status()})`,
          );
          if (route.kind === "page" && who === "signed out") {
            expect([302, 307, 308], `${method} ${url} ${who}`).toContain(status);
            expect(redirect).toContain("/sign-in");
          } else if (route.kind === "page" && status === 200) {
            // A page streams (loading.tsx) before notFound() runs, so its status is already 200; Next
            // then renders the not-found page marked noindex. Same as for an id that does not exist.
            expect(await res.text(), `${url} ${who}: the not-found page`).toMatch(
              /<meta name="robots" content="noindex"/,
            );
            expect(none.status()).toBe(200);
          } else {
            // Refused (a 400 for an empty body counts: it comes before any lookup), and exactly as
            // for an id that does not exist, so the answer does not even reveal that the object exists.
            expect([400, 401, 403, 404], `${method} ${url} ${who}`).toContain(status);
            expect(status, `${method} ${url} ${who}: same answer as for no such id`).toBe(none.status());
          }
        }
      }
      // The owner's object survived the attempts (nothing was deleted or changed hands).
      const ownerId = owners.get(id) ?? (await userIdOf(DEMO));
      const owner = await withDb((c) =>
        c.query(
          `SELECT 1 FROM "LoyaltyAccount" a WHERE a.id = $1 AND a."userId" = $2
         UNION ALL SELECT 1 FROM "AwardSearch" s WHERE s.id = $1 AND s."userId" = $2
         UNION ALL SELECT 1 FROM "AwardRequest" r JOIN "AwardSearch" s ON s.id = r."searchId" WHERE r.id = $1 AND s."userId" = $2
         UNION ALL SELECT 1 FROM "ServiceRequest" q WHERE q.id = $1 AND q."userId" = $2
         UNION ALL SELECT 1 FROM "HotelPreview" h JOIN "AwardSearch" s ON s.id = h."searchId" WHERE h."awardRequestId" || '.' || h.position = $1 AND s."userId" = $2
         UNION ALL SELECT 1 FROM "EmailMessage" e WHERE e.id = $1 AND e."userId" = $2
         UNION ALL SELECT 1 FROM "Itinerary" i WHERE i.id = $1 AND i."userId" = $2 AND i.hidden = false
         UNION ALL SELECT 1 FROM "Mailbox" m WHERE m.id = $1 AND m."userId" = $2 AND m."disconnectedAt" IS NULL
         UNION ALL SELECT 1 FROM "TimelineTrip" t WHERE t.id = $1 AND t."userId" = $2 AND t.name = 'Cross-user trip'
         UNION ALL SELECT 1 FROM "BusinessPerson" p WHERE p.id = $1 AND p."userId" = $2
         UNION ALL SELECT 1 FROM "BusinessAccount" a WHERE a.id = $1 AND a."userId" = $2
         UNION ALL SELECT 1 FROM "TimelineFeed" f WHERE f."userId" = $2 AND $3
         UNION ALL SELECT 1 FROM "ManualBalance" b WHERE b.id = $1 AND b."userId" = $2 AND b.balance = 1000
         UNION ALL SELECT 1 FROM "Watch" w WHERE w.id = $1 AND w."userId" = $2 AND w.paused = false`,
          [id, ownerId, route.pattern === "/api/calendar/[token]"],
        ),
      );
      expect(owner.rowCount).toBeGreaterThan(0);
      // A user of its own goes again (through lib/users, as a user deletes their account), so the
      // worker never syncs or watches for it after its test.
      if (owners.has(id)) {
        const deleted = await throughLib<{ ok: boolean }>(
          "lib/users/delete-user.ts",
          "deleteUser",
          ownerId,
          OWNER_PASSWORD,
          "192.0.2.35", // a documentation address: never throttled by another spec's failed sign-ins
        );
        expect(deleted.ok).toBe(true);
      }
    });
  }

  test("owner-data routes without an id refuse signed-out visitors", async () => {
    for (const route of tree.filter(
      (r) => !r.pattern.includes("[") && !OPEN_STATIC.has(r.pattern) && !isCallback(r.pattern),
    )) {
      for (const method of route.methods) {
        const res = await anon.fetch(route.pattern, {
          method,
          data: method === "GET" ? undefined : {},
          maxRedirects: 0,
        });
        figures.push(`${method} ${route.pattern} signed out: ${res.status()}`);
        // Pages, and the route handlers a browser is sent back to after a hosted consent or sign-in,
        // send a signed-out visitor to sign in; API routes answer 401/403.
        if (LOAD_ONLY.has(route.pattern)) expect(res.status(), `${method} ${route.pattern}`).toBe(404);
        else if (route.kind === "page" || BROWSER_RETURNS.has(route.pattern))
          expect(res.headers()["location"] ?? "", `${route.pattern}`).toContain("/sign-in");
        else expect([401, 403], `${method} ${route.pattern}`).toContain(res.status());
      }
    }
  });
});
