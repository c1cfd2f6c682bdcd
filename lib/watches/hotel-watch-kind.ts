// A hotel search as a watch sees it (watch-kinds.ts): one check-in day of the window a run, for as many
// nights as the watched search, its rooms and guests, the watched programs with the user's linked
// account (as a hotel search sends it); hotels matched on points per night.
import "server-only";
import { hotelAwardService } from "@/lib/hotels/hotel-award-service";
import { type StoredHotelParams, storedHotelParamsSchema } from "@/lib/hotels/stored-params";
import { storedHotelsSchema } from "@/lib/hotels/stored-results";
import { matchHotels } from "@/lib/watches/match-availability";
import { type HotelWatchConditions, hotelWatchConditionsSchema } from "@/lib/watches/watch-conditions";
import type { WatchKind } from "@/lib/watches/watch-kinds";

const DAY_MS = 86_400_000;
const nightsOf = (p: StoredHotelParams) => Math.max(1, Math.round((Date.parse(p.checkOut) - Date.parse(p.checkIn)) / DAY_MS));
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const nightsText = (n: number) => `${n.toLocaleString("en-US")} night${n === 1 ? "" : "s"}`;
/** A run asks one check-in day: a flexible search's ± days (issue 38) would multiply its requests. */
const EXACT = { flexDays: 0 } as unknown as Partial<StoredHotelParams>;

export const hotelWatchKind: WatchKind<StoredHotelParams, HotelWatchConditions> = {
  service: "hotels",
  adapter: hotelAwardService,
  params: storedHotelParamsSchema,
  conditions: hotelWatchConditionsSchema,
  programsOf: (p) => p.programs,
  summaryOf: (p) => `${p.destination} · ${nightsText(nightsOf(p))}`,
  firstDay: (p) => p.checkIn,
  runOf: (params, date, programs) => ({
    params: { ...params, ...EXACT, checkIn: date, checkOut: plusDays(date, nightsOf(params)), programs, accountPrograms: params.accountPrograms.filter((p) => programs.includes(p)), downloadImages: false },
    summary: `Watch: ${params.destination} · ${date} · ${nightsText(nightsOf(params))}`,
    programs: programs.map((code) => ({ providerCode: code, account: { useAccount: params.accountPrograms.includes(code) } })),
  }),
  searchedDay: (p) => p.checkIn,
  match: (doc, c, window) => ({ matches: doc.kind === "hotels" ? matchHotels(storedHotelsSchema.safeParse(doc.items).data ?? [], c, window) : [], days: [] }),
};
