// The simulated email parsing service's parser (spec 3): raw email in, one parse
// result per email out (the submitted one and every forwarded `message/rfc822`
// inside it), each with the outcome the service gives it. Pure and local: MIME by
// postal-mime, schema.org reservations from JSON-LD and microdata, addresses and
// zones from the app's airport data. Also used by the mailbox scanner.
import { extractJsonLd, parseLenientJson } from "./markup/json-ld";
import { extractMicrodata } from "./markup/microdata";
import { parseHtml } from "./markup/html-tree";
import { normalizeNode } from "./markup/normalize-node";
import { findNodes, mapReservations } from "./itinerary/map-reservations";
import { mapMembership } from "./itinerary/map-membership";
import { statementHistory } from "./itinerary/statement-history";
import { metadataOf } from "./mime/email-metadata";
import { looksLikeEmail, type MailMessage, NotAnEmailError, readEmails } from "./mime/read-emails";
import { decideOutcome } from "./decide-outcome";
import { providerForDomain } from "./providers/provider-catalog";
import type { ParsedEmail, ParseResultFields, ReturnEmail } from "./parse-result";
import { domainOf } from "./sender-rules";
import type { Itinerary } from "../../contracts/itinerary-shapes";

export type { ParsedEmail } from "./parse-result";

export { NotAnEmailError };

export interface ParseOptions {
  now?: Date;
  /** What `email` carries (spec 3 returnEmail); headers by default. */
  returnEmail?: ReturnEmail;
}

export async function parseRawEmail(
  raw: string | Uint8Array,
  options: ParseOptions = {},
): Promise<ParsedEmail[]> {
  if (!looksLikeEmail(raw))
    throw new NotAnEmailError("This is not an email: it has no header block (From, Subject, Date…)");
  const now = options.now ?? new Date();
  const messages = await readEmails(raw);
  const outerMeta = metadataOf(messages[0]!.email, false);
  const nestedMeta = messages.find((m) => m.nested);
  return messages.map((message, index) => {
    const fields = extractFields(message, now, options.returnEmail ?? "headers");
    // The forwarder is the user: their address is the presumed end user of every nested email.
    if (message.nested && outerMeta.from) fields.metadata.userEmail = outerMeta.from.email;
    if (index === 0 && nestedMeta) fields.nestedEmailMetadata = metadataOf(nestedMeta.email, true);
    const parsed = decideOutcome(fields, domainOf(fields.metadata.from?.email));
    if (index === 0 && nestedMeta && parsed.status === "invalid" && parsed.rejectMethod === "auto") {
      parsed.statusMessage =
        "No reservation in this email itself; the attached email is parsed separately (its own requestId)";
    }
    return parsed;
  });
}

/** Everything the automated parser reads from one email, before any outcome rule. */
function extractFields(
  message: MailMessage,
  now: Date,
  returnEmail: ReturnEmail,
): ParseResultFields & { found: { reservations: number; missingFields: string[] } } {
  const metadata = metadataOf(message.email, message.nested);
  const senderDomain = domainOf(metadata.from?.email);
  const senderProvider = providerForDomain(senderDomain);
  metadata.userEmail = senderProvider ? metadata.to[0]?.email : metadata.from?.email;

  const nodes = markupNodes(message).map(normalizeNode);
  const { reservations, memberships } = findNodes(nodes);
  const mapped = mapReservations(reservations);
  const usable = mapped.filter((m) => m.missingFields.length === 0);
  const missingFields = [...new Set(mapped.flatMap((m) => m.missingFields))];
  const emailDate = (metadata.receivedDateTime ?? now.toISOString()).slice(0, 10);
  const statementTo = senderProvider ? metadata.to[0]?.email : undefined; // only a provider's own statement
  const loyaltyAccount = memberships[0]
    ? mapMembership(memberships[0], emailDate, senderDomain, statementTo)
    : undefined;
  if (loyaltyAccount) {
    const history = statementHistory(parseHtml(message.email.html ?? ""));
    if (history.length) {
      loyaltyAccount.history = history;
      const last = history
        .map((row) => String(row.fields[0]?.value ?? ""))
        .sort()
        .at(-1);
      if (last)
        (loyaltyAccount.properties ??= []).push({
          code: "LastActivity",
          name: "Last activity",
          kind: "13",
          value: last,
        });
    }
  }

  const methods = new Map<string, number>();
  usable
    .flatMap((m) => m.flightDataMethods)
    .forEach((name) => methods.set(name, (methods.get(name) ?? 0) + 1));
  // An agency's email (Expedia, Booking.com…): the agency sold it, the hotel or airline provides it.
  const agency =
    senderProvider?.kind === "agency"
      ? { providerInfo: { name: senderProvider.shortName, code: senderProvider.code } }
      : undefined;
  // A usable draft has every Req field (no missingFields) — or is a cancellation, which "may lack
  // required data" (spec 3): from here on it is sent as a spec itinerary.
  const itineraries = usable.map(
    (m) =>
      (agency && !m.itinerary.travelAgency
        ? { ...m.itinerary, travelAgency: agency }
        : m.itinerary) as Itinerary,
  );
  const pricingInfo = sumPricing(itineraries.map((i) => i.pricingInfo));
  const providerCode =
    senderProvider?.code ?? usable.find((m) => m.providerCode)?.providerCode ?? loyaltyAccount?.providerCode;
  const email =
    returnEmail === "none"
      ? undefined
      : Buffer.from(
          returnEmail === "all" ? message.raw : new TextEncoder().encode(message.headerText),
        ).toString("base64");

  return {
    apiVersion: 2,
    status: "queued",
    ...(providerCode ? { providerCode } : {}),
    fromProvider: Boolean(senderProvider),
    ...(loyaltyAccount ? { loyaltyAccount } : {}),
    ...(itineraries.length ? { itineraries } : {}),
    ...(email ? { email } : {}),
    metadata,
    ...(pricingInfo ? { pricingInfo } : {}),
    parsingMethod: "auto",
    ...(methods.size
      ? { flightDataMethodsUsed: [...methods].map(([name, count]) => ({ name, count })) }
      : {}),
    found: { reservations: reservations.length, missingFields },
  };
}

/** schema.org nodes of the HTML body, of attached HTML files (some senders attach the itinerary
 *  as itinerary.html) and of attached JSON-LD files. */
function markupNodes(message: MailMessage): unknown[] {
  const htmls = [message.email.html ?? ""];
  const nodes: unknown[] = [];
  for (const a of message.email.attachments) {
    if (typeof a.content === "string") continue;
    const text = () => new TextDecoder("utf-8").decode(a.content as ArrayBuffer);
    if (a.mimeType === "text/html") htmls.push(text());
    if (a.mimeType === "application/ld+json") nodes.push(parseLenientJson(text()));
  }
  for (const html of htmls) {
    const root = parseHtml(html);
    nodes.push(...extractJsonLd(root), ...extractMicrodata(root));
  }
  return nodes.filter((n) => n !== undefined);
}

/** Email-level pricing: the itineraries' totals added up when they share one currency. */
function sumPricing(list: Array<{ total?: number; currencyCode?: string } | undefined>) {
  const priced = list.filter((p): p is { total: number; currencyCode?: string } => p?.total !== undefined);
  if (priced.length === 0) return undefined;
  const currencies = new Set(priced.map((p) => p.currencyCode));
  if (currencies.size !== 1) return undefined;
  const total = Math.round(priced.reduce((a, p) => a + p.total, 0) * 100) / 100;
  const currencyCode = priced[0]?.currencyCode;
  return { total, ...(currencyCode ? { currencyCode } : {}) };
}
