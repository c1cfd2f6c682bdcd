// POST /api/hotels/searches: validate against the cached catalog, then fan out through the generic
// award search (priority 9, callbacks, polling fallback): one request per program, or with flexible
// dates (issue 38 item 7) one per check-in day × program, each with its own stay in its params
// (AwardRequest.params; the schema has already refused more than MAX_HOTEL_REQUESTS).
import "server-only";
import { createAwardSearch } from "@/lib/award-search/create-award-search";
import { db } from "@/lib/db";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";
import { flexWords, stayFrom } from "@/lib/hotels/flexible-dates";
import { hotelCheckIns, nightsBetween } from "@/lib/hotels/hotel-form-rules";
import { needsOwnAccount } from "@/lib/hotels/program-rules";
import type { HotelSearchInput } from "@/lib/hotels/search-form-schema";
import type { StoredHotelParams } from "@/lib/hotels/stored-params";
import { badRequest } from "@/lib/http/errors";
import { listCachedProviders, providerData } from "@/lib/providers/list-cached-providers";
import { hotelProviderSchema } from "@/lib/services/hotels/provider-schema";

export async function createHotelSearch(userId: string, input: HotelSearchInput): Promise<string> {
  const catalog = new Map(
    (await listCachedProviders("hotels")).map((r) => [
      r.code,
      providerData(hotelProviderSchema, r, "hotels"),
    ]),
  );
  const linked = new Set(
    (
      await db.loyaltyAccount.findMany({
        where: { userId, service: "hotels", providerCode: { in: input.programs } },
        select: { providerCode: true },
      })
    ).map((l) => l.providerCode),
  );
  const fields: Record<string, string> = {};
  const unknown = input.programs.filter((c) => !catalog.has(c));
  if (unknown.length) fields.programs = `Unknown program: ${unknown.join(", ")}`;
  const programs = input.programs.flatMap((c) => catalog.get(c) ?? []);
  for (const p of programs) {
    if (needsOwnAccount(p) && !input.credentials[p.code] && !linked.has(p.code)) {
      fields[`credentials.${p.code}`] = `${p.shortName} needs your own login and password to search`;
    }
  }
  if (Object.keys(fields).length) throw badRequest("Check the highlighted fields", fields);

  const { credentials, priority: _priority, ...form } = input;
  // Every program sends the user's account when one is linked or typed (B2: credentials "may be
  // supplied"; a logged-in search can show member rates); loginRequired ones cannot run without.
  const params: StoredHotelParams = { ...form, accountPrograms: programs.map((p) => p.code) };
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  const who = `${plural(form.rooms, "room")}, ${plural(form.adults, "adult")}${form.kids ? ` + ${plural(form.kids, "kid")}` : ""} per room`;
  const account = (code: string) => ({ useAccount: true, credentials: credentials[code] });
  const nights = nightsBetween(form.checkIn, form.checkOut);
  const requests =
    form.flexDays === 0
      ? programs.map((p) => ({ providerCode: p.code, account: account(p.code) }))
      : hotelCheckIns(form.checkIn, form.flexDays).flatMap((day) =>
          programs.map((p) => ({
            providerCode: p.code,
            account: account(p.code),
            params: { ...params, ...stayFrom(day, nights) },
          })),
        );
  const flex = form.flexDays ? ` (${flexWords(form.flexDays)})` : "";
  return createAwardSearch(hotelAwardService, {
    userId,
    params,
    summary: `${form.destination} · ${form.checkIn} → ${form.checkOut}${flex} · ${who} · ${programs.map((p) => p.shortName).join(", ")}`,
    programs: requests,
  });
}
