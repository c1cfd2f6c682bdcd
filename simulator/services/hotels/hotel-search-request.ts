// Validation of the B2 hotel search body. Every refusal is a 400 whose `error`
// names the offending field, so client bugs are easy to see.
import { z } from "zod";
import { isRegisteredHost } from "../../harness/deliver-callback";
import { findProgram, type HotelProgram } from "./hotel-programs";

/** Longest stay the simulator prices; not in the spec, chosen to bound work. */
export const MAX_NIGHTS = 30;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine((s) => {
    const time = Date.parse(`${s}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(s); // rejects 2026-02-30
  }, "not a calendar date");

// Spec B2: numberOfRooms is an integer but "the example sends it as a string";
// accept both and normalize to a number.
const numberOfRooms = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    error: "expected an integer 1..2 (a number or a numeric string)",
  })
  .pipe(z.number().int().min(1).max(2));

// Optional fields also tolerate null: clients often serialize "absent" that way.
const loyaltyAccount = z.object({
  login: z.string().min(1),
  login2: z.string().nullish(),
  password: z.string().min(1),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })).nullish(),
  browserState: z.string().nullish(),
});

const schema = z.object({
  provider: z.string().min(1),
  destination: z.string().trim().min(1, "must not be empty").max(200),
  checkInDate: isoDate,
  checkOutDate: isoDate.nullish(),
  numberOfRooms,
  numberOfAdults: z.number().int().min(1).max(4),
  numberOfKids: z.number().int().min(0).max(4),
  downloadPreview: z.boolean().nullish(),
  priority: z.number().int().min(1).max(9),
  callbackUrl: z.url({ protocol: /^https?$/ }).nullish(),
  userData: z.string().nullish(),
  loyaltyAccount: loyaltyAccount.nullish(),
});

export type HotelSearchRequest = z.infer<typeof schema> & { numberOfNights: number };

export type ParseResult =
  { ok: true; request: HotelSearchRequest; program: HotelProgram } | { ok: false; error: string };

export function parseHotelSearch(body: unknown, now: Date, callbackDomains: readonly string[]): ParseResult {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; ");
    return { ok: false, error };
  }
  const request = parsed.data;
  const program = findProgram(request.provider);
  if (!program) return { ok: false, error: `provider: unknown provider "${request.provider}"` };
  // "Not in the past" is judged against the earliest time zone on Earth
  // (UTC-12), so a traveller's local "today" is never refused.
  const earliest = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  if (request.checkInDate < earliest) return { ok: false, error: "checkInDate: must not be in the past" };
  const nights = request.checkOutDate ? daysBetween(request.checkInDate, request.checkOutDate) : 1;
  if (nights < 1) return { ok: false, error: "checkOutDate: must be after checkInDate" };
  if (nights > MAX_NIGHTS)
    return { ok: false, error: `checkOutDate: stays are limited to ${MAX_NIGHTS} nights` };
  if (program.provider.loginRequired && !request.loyaltyAccount) {
    return { ok: false, error: `loyaltyAccount: provider "${request.provider}" requires a loyalty account` };
  }
  // Spec Authentication 3: callback URLs must be registered; refusing here
  // beats a callback that silently never arrives.
  if (request.callbackUrl && !isRegisteredHost(new URL(request.callbackUrl).hostname, callbackDomains)) {
    return { ok: false, error: "callbackUrl: domain is not registered for callbacks" };
  }
  return { ok: true, request: { ...request, numberOfNights: nights }, program };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
