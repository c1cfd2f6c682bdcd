// What the load run posts to each callback receiver: the simulator's own bodies (lib/test/simulator-bodies.ts),
// addressed to request rows recorded the way the app records them for the signed-in user (a search
// with its award request, a linked loyalty account, an uploaded email, a connected mailbox), so
// every delivery is accepted and normalized into the real tables. Each body sent is distinct (a
// counter in `userData`, or a new requestId for mailbox results), so each 200 is one stored delivery.
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { emailBodies, flightBodies, hotelBodies, loyaltyBodies } from "@/lib/test/simulator-bodies";

export interface CallbackTarget {
  service: "flights" | "hotels" | "loyalty" | "email" | "mailboxes";
  /** The Basic credentials the receiver requires (lib/env.ts defaults; the launcher sets no others). */
  credentials: string;
  /** One distinct body per call, and the value that tells it apart (stored in the body at `keyField`). */
  next(): { body: string; key: string };
  keyField: "userData" | "requestId";
}

const POOL = 100; // request rows per service: deliveries rotate over them, as results of many searches would
const id = (prefix: string) => `${prefix}${randomBytes(8).toString("hex")}`;
const basic = (service: string) =>
  `Basic ${Buffer.from(`${service}-callback:${service}-callback-local-secret`).toString("base64")}`;

/** Request rows for `service` owned by `userId`, created as the app creates them; returns their request ids. */
async function recordRequests(db: pg.Client, service: string, userId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < POOL; i++) {
    const requestId = id("load-");
    const sr = id("lsr");
    ids.push(requestId);
    if (service === "flights" || service === "hotels") {
      const search = id("las");
      await db.query(
        `INSERT INTO "AwardSearch" (id, "userId", service, params, summary) VALUES ($1, $2, $3, '{}', 'load')`,
        [search, userId, service],
      );
      await db.query(
        `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt") VALUES ($1, $2, $3, 'sent', $4, $5, $6, now())`,
        [sr, service, requestId, userId, service === "flights" ? "flight-search" : "hotel-search", search],
      );
      const parts =
        service === "flights"
          ? { singleDate: { state: 0, message: "" }, calendar: { state: 0, message: "" } }
          : { main: { state: 0, message: "" } };
      await db.query(
        `INSERT INTO "AwardRequest" (id, "searchId", "providerCode", "serviceRequestId", parts, "updatedAt") VALUES ($1, $2, $3, $4, $5, now())`,
        [id("lar"), search, service === "flights" ? "united" : "hyatt", sr, JSON.stringify(parts)],
      );
    } else if (service === "loyalty") {
      const account = id("lla");
      await db.query(
        `INSERT INTO "LoyaltyAccount" (id, "userId", "providerCode", login, "passwordSealed", "updatedAt") VALUES ($1, $2, 'united', $3, 'x', now())`,
        [account, userId, `member-${i}`],
      );
      await db.query(
        `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt") VALUES ($1, 'loyalty', $2, 'sent', $3, 'loyalty-check', $4, now())`,
        [sr, requestId, userId, account],
      );
    } else if (service === "email") {
      const email = id("lem");
      await db.query(
        `INSERT INTO "EmailMessage" (id, "userId", origin, region, "sizeBytes", status, subject, "updatedAt") VALUES ($1, $2, 'upload', 'us', 100, 'sent', 'Trip', now())`,
        [email, userId],
      );
      await db.query(
        `INSERT INTO "ServiceRequest" (id, service, "requestId", phase, "userId", kind, "parentId", "updatedAt") VALUES ($1, 'email', $2, 'sent', $3, 'email-parse', $4, now())`,
        [sr, requestId, userId, email],
      );
      await db.query(
        `INSERT INTO "EmailParse" (id, "requestId", "emailId", "userId", "updatedAt") VALUES ($1, $2, $3, $4, now())`,
        [id("lep"), requestId, email, userId],
      );
    }
  }
  return ids;
}

/** A body as a template: its request id and userData replaced per call by string splicing (cheap). */
function template(
  body: unknown,
  fields: Record<string, unknown>,
): (values: Record<string, string>) => string {
  const marked = JSON.stringify({
    ...(body as object),
    ...fields,
    requestId: "@@RID@@",
    userData: "@@MARK@@",
  });
  const parts = marked.split(/@@(RID|MARK)@@/);
  return (values) => parts.map((p, i) => (i % 2 ? values[p]! : p)).join("");
}

export async function callbackTargets(db: pg.Client, userId: string): Promise<CallbackTarget[]> {
  const [flights, hotels, loyalty, email] = await Promise.all([
    flightBodies(),
    hotelBodies(),
    loyaltyBodies(),
    emailBodies(),
  ]);
  // The loyalty package body carries its own request ids per result; single results cover that path here.
  const single = loyalty.filter((b) => !("response" in (b as object)));
  const targets: CallbackTarget[] = [];
  let counter = 0;
  for (const [service, bodies] of [
    ["flights", flights],
    ["hotels", hotels],
    ["loyalty", single],
    ["email", email],
  ] as const) {
    const ids = await recordRequests(db, service, userId);
    const templates = bodies.map((b) => template(b, {}));
    targets.push({
      service,
      credentials: basic(service === "email" ? "email" : service),
      keyField: "userData",
      next: () => {
        const n = counter++;
        const key = `load-${n}`;
        return { body: templates[n % templates.length]!({ RID: ids[n % ids.length]!, MARK: key }), key };
      },
    });
  }
  // Mailbox results name their mailbox (userData = its tag, metadata.mailboxId) and each has its own requestId.
  const tag = id("tag");
  const mailboxId = String(Math.floor(Math.random() * 1e9));
  await db.query(
    `INSERT INTO "Mailbox" (id, "userId", "serviceMailboxId", "ownerTag", login, type, region, state, "updatedAt") VALUES ($1, $2, $3, $4, 'load@demo.milepost.test', 'imap', 'us', 'listening', now())`,
    [id("lmb"), userId, mailboxId, tag],
  );
  const mailboxTemplates = email.map((b) =>
    template(b, { metadata: { ...(b as { metadata: object }).metadata, mailboxId: Number(mailboxId) } }),
  );
  targets.push({
    service: "mailboxes",
    credentials: basic("email"),
    keyField: "requestId",
    next: () => {
      const key = id("load-mb-");
      return { body: mailboxTemplates[counter++ % mailboxTemplates.length]!({ RID: key, MARK: tag }), key };
    },
  });
  return targets;
}
