// A hotel search as a watch sees it (watch-kinds.ts): one check-in day of the window a run, for as many
// nights as the watched search, its rooms and guests, the watched programs with the user's linked
// account (as a hotel search sends it); hotels matched on points per night. A flexible search's
// ± days (issue 38 item 7) are kept: a run asks each check-in day around its day, one request per day
// and program as the search did (the scheduler spreads them, run-due-watches.ts), and a check-in
// within the window ± those days counts.
import "server-only";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";
import { type StoredHotelParams, storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { storedHotelsSchema } from "@/lib/hotels/stored-results";
import { hotelCheckIns } from "@/lib/hotels/hotel-form-rules";
import { matchHotels } from "@/lib/watches/match-availability";
import { type HotelWatchConditions, hotelWatchConditionsSchema } from "@/lib/watches/watch-conditions";
import type { WatchKind } from "@/lib/watches/watch-kinds";

const DAY_MS = 86_400_000;
const nightsOf = (p: StoredHotelParams) =>
  Math.max(1, Math.round((Date.parse(p.checkOut) - Date.parse(p.checkIn)) / DAY_MS));
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const nightsText = (n: number) => `${n.toLocaleString("en-US")} night${n === 1 ? "" : "s"}`;
const widen = (window: { from: string; to: string }, days: number) => ({
  from: plusDays(window.from, -days),
  to: plusDays(window.to, days),
});

export const hotelWatchKind: WatchKind<StoredHotelParams, HotelWatchConditions> = {
  service: "hotels",
  adapter: hotelAwardService,
  params: storedHotelParamsSchema,
  conditions: hotelWatchConditionsSchema,
  programsOf: (p) => p.programs,
  summaryOf: (p) =>
    `${p.destination} · ${nightsText(nightsOf(p))}${p.flexDays ? ` · check-in ±${p.flexDays} day${p.flexDays > 1 ? "s" : ""}` : ""}`,
  firstDay: (p) => p.checkIn,
  runOf: (params, date, programs) => {
    const run = {
      ...params,
      checkIn: date,
      checkOut: plusDays(date, nightsOf(params)),
      programs,
      accountPrograms: params.accountPrograms.filter((p) => programs.includes(p)),
      downloadImages: false,
    };
    const account = (code: string) => ({ useAccount: params.accountPrograms.includes(code) });
    const flex = params.flexDays ? ` ±${params.flexDays} day${params.flexDays > 1 ? "s" : ""}` : "";
    return {
      params: run,
      summary: `Watch: ${params.destination} · ${date}${flex} · ${nightsText(nightsOf(params))}`,
      programs: params.flexDays
        ? hotelCheckIns(date, params.flexDays).flatMap((day) =>
            programs.map((code) => ({
              providerCode: code,
              account: account(code),
              params: { ...run, checkIn: day, checkOut: plusDays(day, nightsOf(params)) },
            })),
          )
        : programs.map((code) => ({ providerCode: code, account: account(code) })),
    };
  },
  searchedDay: (p) => p.checkIn,
  match: (doc, c, window, p) => ({
    matches:
      doc.kind === "hotels"
        ? matchHotels(storedHotelsSchema.safeParse(doc.items).data ?? [], c, widen(window, p.flexDays))
        : [],
    days: [],
  }),
};
