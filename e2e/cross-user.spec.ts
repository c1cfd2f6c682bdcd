// Cross-user matrix (issue 18): every page and API route under app/ is read from the file tree, so a
// new route cannot be forgotten. Each one with a dynamic segment or owner data must have an entry
// below saying how to get the first user's object; the test fails for a route without one. A second
// signed-in user and a signed-out visitor then get 404/401/403 or a redirect to sign-in, on every
// method the route exports, and the first user's object is still there afterwards.
import { createHash, randomBytes } from "node:crypto";
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
  "/api/flights/searches/[id]": async (o) => (await seedSearch(o, "flights")).searchId,
  // Leg 1 of the owner's search (a later segment is filled with 1). The empty body is refused before
  // any lookup; a stranger's valid day gets the 404 of no such search (lib/flights/move-flight-leg.test.ts).
  "/api/flights/searches/[id]/legs/[leg]": async (o) => (await seedSearch(o, "flights")).searchId,
  "/api/hotels/searches/[id]": async (o) => (await seedSearch(o, "hotels")).searchId,
  "/api/flights/requests/[id]/answer": async (o) => (await seedSearch(o, "flights")).awardRequestId,
  "/api/flights/requests/[id]/retry": async (o) => (await seedSearch(o, "flights")).awardRequestId,
  "/api/hotels/requests/[id]/answer": async (o) => (await seedSearch(o, "hotels")).awardRequestId,
  "/api/hotels/requests/[id]/retry": async (o) => (await seedSearch(o, "hotels")).awardRequestId,
  "/api/hotels/results/[id]/preview": async (o) => (await seedSearch(o, "hotels")).hotelResultId,
  "/api/requests/[id]": async (o) => (await seedSearch(o, "flights")).serviceRequestId,
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

async function seedAccount(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const r = await c.query(
      `INSERT INTO "LoyaltyAccount" (id, "userId", "providerCode", login, "passwordSealed", "updatedAt")
       SELECT 'xu_' || md5(random()::text), u.id, 'aa', 'xu-' || md5(random()::text), 'sealed', now() FROM "User" u WHERE u.email = $1 RETURNING id`,
      [o.demoEmail],
    );
    return r.rows[0].id as string;
  });
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

async function seedWatch(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const r = await c.query(
      `INSERT INTO "Watch" (id, "userId", service, params, summary, conditions, "dateFrom", "dateTo", "nextRunAt")
       SELECT 'xu_' || md5(random()::text), u.id, 'flights', '{}', 'xu watch', '{}', '2027-01-01', '2027-01-02', now() + interval '1 day' FROM "User" u WHERE u.email = $1 RETURNING id`,
      [o.demoEmail],
    );
    return r.rows[0].id as string;
  });
}

async function seedSearch(o: Owned, service: "flights" | "hotels") {
  return withDb(async (c) => {
    const id = `xu_${Math.random().toString(36).slice(2)}`;
    await c.query(
      `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt") SELECT $1, $2, $1, 'sent', u.id, 'search', $1, now() FROM "User" u WHERE u.email = $3`,
      [id, service, o.demoEmail],
    );
    await c.query(
      `INSERT INTO "AwardSearch" (id, "userId", service, params, summary) SELECT $1, u.id, $2, '{}', 'cross-user' FROM "User" u WHERE u.email = $3`,
      [id, service, o.demoEmail],
    );
    await c.query(
      `INSERT INTO "AwardRequest" (id, "searchId", "providerCode", "serviceRequestId", state, question, "updatedAt") VALUES ($1, $1, 'united', $1, 3, 'Code?', now())`,
      [id],
    );
    let hotelResultId = "";
    if (service === "hotels") {
      // A hotel's id on the page: "<awardRequestId>.<position>"; its image is a HotelPreview row.
      await c.query(
        `INSERT INTO "HotelPreview" ("awardRequestId", position, "searchId", preview) VALUES ($1, 0, $1, 'iVBORw0KGgo=')`,
        [id],
      );
      hotelResultId = `${id}.0`;
    }
    return { searchId: id, awardRequestId: id, serviceRequestId: id, hotelResultId };
  });
}

const newId = () => `xu_${randomBytes(8).toString("hex")}`;

async function seedEmail(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const id = newId();
    await c.query(
      `INSERT INTO "EmailMessage" (id, "userId", origin, region, subject, "sizeBytes", status, "updatedAt")
       SELECT $1, u.id, 'paste', 'us', 'Cross-user booking', 120, 'rejected', now() FROM "User" u WHERE u.email = $2`,
      [id, o.demoEmail],
    );
    return id;
  });
}

async function seedItinerary(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const id = newId();
    await c.query(
      `INSERT INTO "Itinerary" (id, "userId", source, "sourceKey", type, title, data, "otherTraveler", "updatedAt")
       SELECT $1, u.id, 'email', $1, 'event', 'Cross-user reservation', '{}', true, now() FROM "User" u WHERE u.email = $2`,
      [id, o.demoEmail],
    );
    return id;
  });
}

async function seedMailbox(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const id = newId();
    await c.query(
      `INSERT INTO "Mailbox" (id, "userId", "serviceMailboxId", "ownerTag", login, type, region, state, "updatedAt")
       SELECT $1, u.id, $1, $1, 'owner@example.test', 'imap', 'us', 'listening', now() FROM "User" u WHERE u.email = $2`,
      [id, o.demoEmail],
    );
    return id;
  });
}

async function seedTrip(o: Owned): Promise<string> {
  return withDb(async (c) => {
    const id = newId();
    await c.query(
      `INSERT INTO "TimelineTrip" (id, "userId", name, "itemKeys", "updatedAt") SELECT $1, u.id, 'Cross-user trip', '{}', now() FROM "User" u WHERE u.email = $2`,
      [id, o.demoEmail],
    );
    return id;
  });
}

/** A business connection, person and account for a user of its own: a connection holds a sealed
 *  API key the worker syncs with, so the demo user is not given a fake one. */
async function seedBusiness(_o: Owned): Promise<{ personId: string; accountId: string }> {
  return withDb(async (c) => {
    const [userId, connectionId, personId, accountId] = [newId(), newId(), newId(), newId()];
    await c.query(
      `INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $1 || '@example.test', 'x', now())`,
      [userId],
    );
    await c.query(
      `INSERT INTO "BusinessConnection" (id, "userId", "apiKeySealed", "apiKeyLast4", "updatedAt") VALUES ($1, $2, 'sealed', 'xu00', now())`,
      [connectionId, userId],
    );
    await c.query(
      `INSERT INTO "BusinessPerson" (id, "userId", "connectionId", kind, "remoteId", "fullName", level, "updatedAt") VALUES ($1, $2, $3, 'member', 1, 'Cross User', 3, now())`,
      [personId, userId, connectionId],
    );
    await c.query(
      `INSERT INTO "BusinessAccount" (id, "userId", "connectionId", "personId", "remoteId", "displayName", "updatedAt") VALUES ($1, $2, $3, $4, 1, 'Cross-user account', now())`,
      [accountId, userId, connectionId, personId],
    );
    owners.set(personId, userId).set(accountId, userId);
    return { personId, accountId };
  });
}

/** A calendar feed for a user of its own (the demo user's real feed is left alone); returns a
 *  well-formed token that is not its token. */
async function seedFeed(_o: Owned): Promise<string> {
  return withDb(async (c) => {
    const userId = newId();
    const token = randomBytes(24).toString("base64url");
    await c.query(
      `INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ($1, $1 || '@example.test', 'x', now())`,
      [userId],
    );
    await c.query(
      `INSERT INTO "TimelineFeed" ("userId", "tokenHash", "tokenSealed") VALUES ($1, $2, 'sealed')`,
      [userId, createHash("sha256").update(token).digest("hex")],
    );
    const other = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    owners.set(other, userId);
    return other;
  });
}
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
      const owner = await withDb((c) =>
        c.query(
          `SELECT 1 FROM "LoyaltyAccount" a JOIN "User" u ON u.id = a."userId" WHERE a.id = $1 AND u.email = $2
         UNION ALL SELECT 1 FROM "AwardSearch" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1 AND u.email = $2
         UNION ALL SELECT 1 FROM "HotelPreview" h JOIN "AwardSearch" s ON s.id = h."searchId" JOIN "User" u ON u.id = s."userId" WHERE h."awardRequestId" || '.' || h.position = $1 AND u.email = $2
         UNION ALL SELECT 1 FROM "EmailMessage" e JOIN "User" u ON u.id = e."userId" WHERE e.id = $1 AND u.email = $2
         UNION ALL SELECT 1 FROM "Itinerary" i JOIN "User" u ON u.id = i."userId" WHERE i.id = $1 AND u.email = $2 AND i.hidden = false
         UNION ALL SELECT 1 FROM "Mailbox" m JOIN "User" u ON u.id = m."userId" WHERE m.id = $1 AND u.email = $2 AND m."disconnectedAt" IS NULL
         UNION ALL SELECT 1 FROM "TimelineTrip" t JOIN "User" u ON u.id = t."userId" WHERE t.id = $1 AND u.email = $2 AND t.name = 'Cross-user trip'
         UNION ALL SELECT 1 FROM "BusinessPerson" p WHERE p.id = $1 AND p."userId" = $3
         UNION ALL SELECT 1 FROM "BusinessAccount" a WHERE a.id = $1 AND a."userId" = $3
         UNION ALL SELECT 1 FROM "TimelineFeed" f WHERE f."userId" = $3
         UNION ALL SELECT 1 FROM "ManualBalance" b JOIN "User" u ON u.id = b."userId" WHERE b.id = $1 AND u.email = $2 AND b.balance = 1000
         UNION ALL SELECT 1 FROM "Watch" w JOIN "User" u ON u.id = w."userId" WHERE w.id = $1 AND u.email = $2 AND w.paused = false`,
          [id, DEMO, owners.get(id) ?? ""],
        ),
      );
      expect(owner.rowCount).toBeGreaterThan(0);
      // A throwaway owner (business, calendar feed) goes again, so the worker never syncs its fake key.
      if (owners.has(id)) await withDb((c) => c.query(`DELETE FROM "User" WHERE id = $1`, [owners.get(id)]));
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
