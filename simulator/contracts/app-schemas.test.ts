// The contract between the simulator and the app, checked on real simulator bodies of all six
// services (callbacks from the services run in-process, responses and mailbox callbacks over real
// HTTP, and the KDE / Google real-world emails through the simulator's parser). The simulator builds
// its bodies from its own contract types (simulator/contracts/, written from the specs), the app
// reads them with its own zod schemas (lib/services/*, lib/itineraries): each body must pass the
// app's schema, and every key it carries must be one the app's schema declares or one listed below
// as spec text the app does not read. So a mistake on either side fails here — a field the
// simulator renames or mistypes, or an app schema that requires, renames or mistypes a spec field.
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { itinerarySchema } from "@/lib/itineraries/itinerary-schema";
import { cardListingSchema } from "@/lib/services/cards/card-schema";
import {
  accountResponseSchema,
  connectedUserListSchema,
  createAuthUrlResponseSchema,
  memberListSchema,
} from "@/lib/services/business/export-schema";
import { mailboxObject, progressDelivery } from "@/lib/services/email/mailbox-schema";
import { emailProviderListSchema, parseResultSchema } from "@/lib/services/email/result-schema";
import { flightProviderListSchema } from "@/lib/services/flights/provider-schema";
import { flightResultSchema } from "@/lib/services/flights/result-schema";
import { hotelProviderListSchema } from "@/lib/services/hotels/provider-schema";
import { hotelResultSchema } from "@/lib/services/hotels/result-schema";
import { providerDefinitionSchema, providerListSchema } from "@/lib/services/loyalty/provider-schema";
import { accountResultSchema } from "@/lib/services/loyalty/result-schema";
import { emailBodies, flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";
import { undeclaredPaths } from "@/lib/test/undeclared-keys";
import { loadKdeCases } from "../services/email/corpus/kde-cases";
import { parseRawEmail } from "../services/email/parse-email";
import { collectHttpBodies, type HttpBodies } from "./simulator-bodies-over-http";

// The loyalty callback as lib/callbacks/handlers/loyalty.ts reads it: one A5 result, or a package
// envelope of them (that handler's module opens the database, so its union is restated here).
const loyaltyCallbackSchema = z.union([
  z.object({ method: z.string(), response: z.array(accountResultSchema) }),
  accountResultSchema,
]);

type Body = Record<string, unknown>;
interface Contract {
  service: string;
  what: string;
  schema: z.ZodType;
  bodies: () => unknown[];
  /** Spec fields the simulator sends that the app's schema does not declare (it keeps or ignores them). */
  unread: string[];
  /** Bodies carrying spec 3 itineraries: where they are (checked against the app's itinerary schema). */
  itineraries?: (body: Body) => unknown[];
}

let http: HttpBodies;
const callbacks: Record<string, unknown[]> = {};
const NOW = new Date("2026-11-27T12:00:00Z");

beforeAll(async () => {
  http = await collectHttpBodies();
  callbacks.flights = await flightBodies();
  callbacks.hotels = await hotelBodies();
  callbacks.loyalty = await loyaltyBodies();
  callbacks.email = await emailBodies("user-1");
  callbacks.kde = [];
  for (const c of loadKdeCases()) {
    for (const [i, parsed] of (await parseRawEmail(c.raw, { now: NOW })).entries()) {
      const { outcome: _o, review, ...fields } = parsed;
      callbacks.kde.push({
        ...(review ? { ...review.final, metadata: parsed.metadata } : fields),
        requestId: `${c.name}#${i}`,
      });
    }
  }
}, 120_000);

const ownItineraries = (b: Body) => (Array.isArray(b.itineraries) ? b.itineraries : []);
const loyaltyItineraries = (b: Body) =>
  (Array.isArray(b.response) ? (b.response as Body[]) : [b]).flatMap(ownItineraries);

const CONTRACTS: Contract[] = [
  {
    service: "flights",
    what: "search callbacks (A3)",
    schema: flightResultSchema,
    bodies: () => callbacks.flights!,
    unread: [],
  },
  {
    service: "flights",
    what: "providers/list",
    schema: flightProviderListSchema,
    bodies: () => [http.flightProviders],
    unread: [],
  },
  {
    service: "hotels",
    what: "search callbacks (B3)",
    schema: hotelResultSchema,
    bodies: () => callbacks.hotels!,
    unread: [],
  },
  {
    service: "hotels",
    what: "providers/list",
    schema: hotelProviderListSchema,
    bodies: () => [http.hotelProviders],
    unread: [],
  },
  {
    service: "cards",
    what: "card listing",
    schema: cardListingSchema,
    bodies: () => [http.cardListing],
    unread: [],
  },
  {
    service: "loyalty",
    what: "check callbacks (A5, package)",
    schema: loyaltyCallbackSchema,
    bodies: () => callbacks.loyalty!,
    unread: [],
    itineraries: loyaltyItineraries,
  },
  {
    service: "loyalty",
    what: "providers/list",
    schema: providerListSchema,
    bodies: () => [http.loyaltyProviders],
    unread: [],
  },
  {
    service: "loyalty",
    what: "provider definitions",
    schema: providerDefinitionSchema,
    bodies: () => http.loyaltyDefinitions,
    // Spec 2 A2: input descriptors for a lookup by confirmation number, which Milepost does not offer.
    unread: ["confirmationNumberFields"],
  },
  {
    service: "business",
    what: "member list",
    schema: memberListSchema,
    bodies: () => [http.businessMembers],
    unread: [],
  },
  {
    service: "business",
    what: "connected users",
    schema: connectedUserListSchema,
    bodies: () => [http.businessConnectedUsers],
    unread: [],
  },
  {
    service: "business",
    what: "accounts",
    schema: accountResponseSchema,
    bodies: () => http.businessAccounts,
    // Spec 2 B: an account names its Member in full; the app reads only its id (the member list has the rest).
    unread: ["accountListUrl", "editMemberUrl", "email", "forwardingEmail", "fullName", "timelineUrl"].map(
      (k) => `member.${k}`,
    ),
  },
  {
    service: "business",
    what: "create-auth-url",
    schema: createAuthUrlResponseSchema,
    bodies: () => [http.businessAuthUrl],
    unread: [],
  },
  {
    service: "email",
    what: "parse callbacks of the sample emails",
    schema: parseResultSchema,
    bodies: () => callbacks.email!,
    unread: [],
    itineraries: ownItineraries,
  },
  {
    service: "email",
    what: "parse results of the KDE and Google corpus emails",
    schema: parseResultSchema,
    bodies: () => callbacks.kde!,
    unread: [],
    itineraries: ownItineraries,
  },
  {
    service: "email",
    what: "providers/list",
    schema: emailProviderListSchema,
    bodies: () => [http.emailProviders],
    unread: [],
  },
  {
    service: "mailboxes",
    what: "connect answer",
    schema: mailboxObject,
    bodies: () => [http.mailbox],
    // Spec 3 Mailbox: the service echoes the callbacks it was given; the app knows them already.
    unread: ["callbackUrl", "onProgress"],
  },
  {
    service: "mailboxes",
    what: "state-change callbacks",
    schema: progressDelivery,
    bodies: () => http.mailboxStates,
    unread: [],
  },
  {
    service: "mailboxes",
    what: "parse-result callbacks",
    schema: parseResultSchema,
    bodies: () => http.mailboxResults,
    unread: [],
    itineraries: ownItineraries,
  },
];

/** The body without its itineraries (the app reads those one by one, through itinerarySchema). */
function withoutItineraries(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  const { itineraries: _i, ...rest } = body as Body;
  if (Array.isArray(rest.response))
    rest.response = (rest.response as Body[]).map((r) => withoutItineraries(r));
  return rest;
}

const issuesOf = (schema: z.ZodType, body: unknown) =>
  (schema.safeParse(body).error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe.each(CONTRACTS)("$service $what", (c) => {
  it("the simulator sends some", () => {
    expect(c.bodies().length).toBeGreaterThan(0);
  });

  it("every body passes the app's schema", () => {
    const failures = c
      .bodies()
      .flatMap((b, i) => issuesOf(c.schema, b).map((issue) => `body ${i}: ${issue}`));
    expect(failures).toEqual([]);
  });

  it("every key is one the app's schema declares, or spec text it does not read", () => {
    expect(undeclaredPaths(c.schema, c.bodies().map(withoutItineraries))).toEqual(c.unread);
  });

  if (c.itineraries) {
    const all = () => c.bodies().flatMap((b) => c.itineraries!(b as Body));
    it("every itinerary passes the app's itinerary schema, with every key declared", () => {
      const failures = all().flatMap((it, i) =>
        issuesOf(itinerarySchema, it).map((issue) => `itinerary ${i}: ${issue}`),
      );
      expect(failures).toEqual([]);
      expect(undeclaredPaths(itinerarySchema, all())).toEqual([]);
    });
  }
});

it("the bodies cover every itinerary type and every mailbox ending", () => {
  const types = new Set(
    [...callbacks.email!, ...callbacks.kde!, ...callbacks.loyalty!]
      .flatMap((b) => loyaltyItineraries(b as Body))
      .map((it) => (it as Body).type),
  );
  expect([...types].sort()).toEqual(["bus", "carRental", "flight", "hotelReservation", "train"]);
  expect(http.mailboxStates.flat().map((s) => (s as Body).state)).toContain("finished");
  expect(http.mailboxResults.length).toBeGreaterThan(0);
});
