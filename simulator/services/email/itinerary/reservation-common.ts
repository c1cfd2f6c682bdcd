// Fields shared by every itinerary type (spec 3 "Common fields"), read from a group
// of schema.org reservations that carry the same reservation number (one per
// traveler or per leg): confirmation number, status, booking date, pricing, people.
import type { Person, PricingInfo } from "../../../contracts/itinerary-shapes";
import type { JsonObject } from "../markup/json-ld";
import { nameOf, num, obj, objs, str } from "./node-values";

export type { PricingInfo };

const STATUS_WORDS: Record<string, string> = {
  ReservationConfirmed: "confirmed",
  ReservationCancelled: "cancelled",
  ReservationPending: "pending",
  ReservationHold: "on hold",
};

export function commonFields(group: JsonObject[]) {
  const first = group[0] ?? {};
  const number = group.map((r) => str(r, "reservationNumber")).find(Boolean);
  const statuses = group.map((r) => str(r, "reservationStatus")).filter((s): s is string => Boolean(s));
  // A booking is cancelled when every reservation in it is (one traveler cancelling keeps the trip).
  const cancelled = statuses.length > 0 && statuses.every((s) => s === "ReservationCancelled");
  const status = cancelled
    ? "cancelled"
    : (STATUS_WORDS[statuses.find((s) => s !== "ReservationCancelled") ?? ""] ??
      (statuses.length ? statuses[0]?.toLowerCase() : undefined));
  const pricingInfo = groupPricing(group);
  const bookingTime = str(first, "bookingTime");
  // schema.org `broker`: the agency that sold the booking (spec 3 `travelAgency`).
  const broker = nameOf(first, "broker");
  return {
    ...(broker ? { travelAgency: { providerInfo: { name: broker } } } : {}),
    ...(number ? { confirmationNumbers: [{ number, isPrimary: true }] } : {}),
    ...(status ? { status } : {}),
    ...(bookingTime ? { reservationDate: bookingTime } : {}),
    ...(pricingInfo ? { pricingInfo } : {}),
    ...(str(first, "description") ? { notes: str(first, "description") } : {}),
    ...(str(first, "cancellationPolicy") ? { cancellationPolicy: str(first, "cancellationPolicy") } : {}),
  };
}

/** Prices of a reservation group. Senders either repeat the booking total on every
 *  reservation or give each ticket its own price: equal values count once, different
 *  ones are summed (our reading; schema.org does not say). */
export function groupPricing(group: JsonObject[]): PricingInfo | undefined {
  const prices = group.map(priceOf).filter((x): x is PricingInfo => x !== undefined);
  if (prices.length === 0) return undefined;
  const totals = prices.map((x) => x.total).filter((t): t is number => t !== undefined);
  const distinct = [...new Set(totals)];
  const total = distinct.length <= 1 ? distinct[0] : round2(totals.reduce((a, b) => a + b, 0));
  const out: PricingInfo = { ...prices[0] };
  if (total !== undefined) out.total = total;
  return out;
}

function priceOf(r: JsonObject): PricingInfo | undefined {
  const spec = obj(r, "totalPrice") ?? obj(r, "priceSpecification");
  const raw = spec ? spec.price : r.totalPrice;
  const currency = str(spec, "priceCurrency") ?? str(r, "priceCurrency");
  const text = typeof raw === "string" ? raw : undefined;
  if (text && /miles|points|avios|pts/i.test(text)) return { spentAwards: text.trim() };
  const total = spec ? num(spec, "price") : num(r, "totalPrice");
  if (total === undefined) return undefined;
  const out: PricingInfo = { total };
  if (currency && /^[A-Za-z]{3}$/.test(currency)) out.currencyCode = currency.toUpperCase();
  const base = spec ? num(spec, "basePrice") : undefined;
  if (base !== undefined) out.cost = base;
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The traveler of one reservation (underName): name, loyalty number, ticket number. */
export function personOf(r: JsonObject): Person | undefined {
  const who = obj(r, "underName");
  const name =
    str(who, "name") ??
    ([str(who, "givenName"), str(who, "familyName")].filter(Boolean).join(" ") || undefined) ??
    str(r, "underName");
  if (!name) return undefined;
  const person: Person = { name };
  const memberships = [...objs(r, "programMembershipUsed"), ...objs(who, "memberOf")];
  const accounts = memberships
    .map((m) => str(m, "membershipNumber"))
    .filter((n): n is string => Boolean(n))
    .map((number) => ({
      number,
      masked: /[*x•X]{2,}/.test(number),
      ...(programName(memberships, number) ? { description: programName(memberships, number) } : {}),
    }));
  if (accounts.length) person.accountNumbers = accounts;
  const ticket = str(obj(r, "reservedTicket"), "ticketNumber") ?? str(r, "ticketNumber");
  if (ticket) person.ticketNumbers = [{ number: ticket, masked: false }];
  return person;
}

function programName(memberships: JsonObject[], number: string): string | undefined {
  const m = memberships.find((x) => str(x, "membershipNumber") === number);
  return str(m, "programName") ?? str(obj(m, "hostingOrganization"), "name");
}

/** Seat of one reservation: `airplaneSeat` (flights) or the ticket's `ticketedSeat`. */
export function seatOf(r: JsonObject): { seatNumber: string; seatType?: string; car?: string } | undefined {
  const ticketed = obj(obj(r, "reservedTicket"), "ticketedSeat");
  const seatNumber = str(r, "airplaneSeat") ?? str(ticketed, "seatNumber");
  if (!seatNumber) return undefined;
  const seatType =
    str(obj(r, "airplaneSeatClass"), "name") ?? str(r, "airplaneSeatClass") ?? str(ticketed, "seatingType");
  const car = str(ticketed, "seatSection");
  return { seatNumber, ...(seatType ? { seatType } : {}), ...(car ? { car } : {}) };
}

/** Merge people by name (case and spacing insensitive), keeping every ticket, account and seat. */
export function mergePeople(people: Person[]): Person[] {
  const out = new Map<string, Person>();
  for (const person of people) {
    const key = person.name.toLowerCase().replace(/\s+/g, " ");
    const existing = out.get(key);
    if (!existing) {
      out.set(key, structuredClone(person));
      continue;
    }
    for (const field of ["accountNumbers", "ticketNumbers", "seats"] as const) {
      const merged = [...(existing[field] ?? []), ...(person[field] ?? [])] as Array<Record<string, unknown>>;
      const unique = merged.filter(
        (x, i) => merged.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i,
      );
      if (unique.length) Object.assign(existing, { [field]: unique });
    }
  }
  return [...out.values()];
}
